import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../lib/notify.ts";
import { type NavigateFunction, useNavigate } from "../lib/router/index.ts";
import { MemoryRouter } from "../test/memory-router.tsx";
import { mockApi } from "../test/render-app.tsx";
import { LazyToaster } from "./lazy-toaster.tsx";
import { AppRoutes } from "./router.tsx";

const moves: { navigate?: NavigateFunction } = {};
function Navigator() {
  moves.navigate = useNavigate();
  return null;
}

/** The app's routes at `path` (static pages: no answers needed), with the toaster, as main.tsx puts them. */
function renderAt(path: string) {
  mockApi({});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter path={path}>
        <AppRoutes />
        <Navigator />
      </MemoryRouter>
      <LazyToaster />
    </QueryClientProvider>,
  );
}
const go = (to: string) => moves.navigate?.(to);
const toastsSaying = (text: string) =>
  [...document.querySelectorAll("[data-sonner-toast]")].filter((t) => t.textContent?.includes(text));

// sonner keeps its toasts in module state, which outlives a test's render.
afterEach(() => void toast.dismiss());

describe("toasts", () => {
  it("show a message once: said again while it shows, it replaces its toast instead of stacking a copy", async () => {
    renderAt("/leaderboard");
    notify.info("Choose a start date.");
    expect(await screen.findByText("Choose a start date.")).toBeInTheDocument();
    notify.info("Choose a start date.");
    notify.info("Choose a start date.");
    notify.error("The picture is too large.");
    // Told after the repeats, in order: once it shows, the repeats have been handled.
    expect(await screen.findByText("The picture is too large.")).toBeInTheDocument();
    expect(toastsSaying("Choose a start date.")).toHaveLength(1);
  });

  it("sit at the bottom of the screen, clear of the page's title under the navigation bar", async () => {
    renderAt("/leaderboard");
    notify.success("Saved.");
    await screen.findByText("Saved.");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "bottom");
  });

  it("go with the page they were said on, but the one that tells why the page changed stays", async () => {
    // Asked of sonner by the app only (a toast's own timer closes it otherwise): what the move dismissed.
    const dismissed = vi.spyOn(toast, "dismiss");
    renderAt("/leaderboard");
    notify.error("The code is wrong.");
    await screen.findByText("The code is wrong.");
    // The right code: the next page is reached with a toast said in the same moment.
    act(() => {
      notify.success("Your e-mail is verified.");
      go("/community-guidelines");
    });
    await waitFor(() => expect(dismissed).toHaveBeenCalledWith("The code is wrong."));
    expect(dismissed).not.toHaveBeenCalledWith("Your e-mail is verified.");
    expect(await screen.findByText("Your e-mail is verified.")).toBeInTheDocument();

    // A new query is the same page; a later move to another leaves that toast behind too.
    act(() => go("/community-guidelines?from=toast"));
    act(() => go("/leaderboard"));
    await waitFor(() => expect(dismissed).toHaveBeenCalledWith("Your e-mail is verified."));
    expect(dismissed).toHaveBeenCalledTimes(2);
  });
});
