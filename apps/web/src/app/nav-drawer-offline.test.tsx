import { offlineTexts } from "@forum/contract/texts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../test/render-app.tsx";

// Offline, and the menu never opened on this phone: the drawer's code cannot be had.
const failing = vi.hoisted(() => ({ fail: true }));
vi.mock("./nav-drawer-panel.tsx", async (original) => {
  if (failing.fail) throw new Error("Failed to fetch dynamically imported module");
  return original();
});

describe("the menu when its code cannot be fetched", () => {
  it("says so instead of breaking the page, and opens on a later tap once it can be fetched", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp("/events");
    const menu = await screen.findByRole("button", { name: "Open menu" });
    await user.click(menu);
    expect(await screen.findByText(offlineTexts.partNotSaved)).toHaveAttribute("role", "status");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    // Back online: the next tap fetches it again and the drawer opens.
    failing.fail = false;
    await user.click(menu);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
