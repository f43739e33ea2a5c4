import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../admin-ui-texts.ts";
import { api, asAdmin, overview } from "../fixtures.ts";

// The first test loads the console's lazy modules (and zod with the contract), slow on a loaded machine.
describe("/admin guard", { timeout: 30_000 }, () => {
  it("sends a guest to the login, to come back to the console afterwards", async () => {
    mockApi({});
    const { router } = renderApp("/admin/users");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/admin/users" });
  });

  it("shows a student the 403 page with a way home, and calls nothing of the console", async () => {
    sessionStore.set(asAdmin(false));
    const calls = mockApi({});
    renderApp("/admin");
    expect(await screen.findByRole("heading", { name: adminTexts.forbiddenTitle })).toBeInTheDocument();
    expect(screen.getByText(adminTexts.forbidden)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: adminTexts.home })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("navigation", { name: "Admin" })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("/admin/"))).toEqual([]);
    // No Admin link in the bar either.
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("gives an admin the console: the dashboard's figures, each linking to its page, and the pages' nav", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/overview")}`]: { body: overview } });
    renderApp("/admin");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "3 Open reports" })).toHaveAttribute("href", "/admin/reports");
    expect(screen.getByRole("link", { name: "1 Suspended users" })).toHaveAttribute("href", "/admin/users");
    expect(screen.getByRole("link", { name: "845 Posts" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    for (const label of Object.values(adminTexts.nav))
      expect(within(nav).getByRole("link", { name: label })).toBeVisible();
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    // The bar's Admin link, shown to admins only.
    expect(screen.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("says when the dashboard could not load, and loads it again on Try again", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/overview")}`]: { status: 503, body: { message: "The forum is briefly unavailable." } } });
    renderApp("/admin");
    expect(await screen.findByRole("alert")).toHaveTextContent("The forum is briefly unavailable.");
    mockApi({ [`GET ${api("/overview")}`]: { body: overview } });
    screen.getByRole("button", { name: adminTexts.retry }).click();
    expect(await screen.findByRole("link", { name: "3 Open reports" })).toBeInTheDocument();
  });

  it("answers an unknown console address with the not-found page", async () => {
    sessionStore.set(asAdmin());
    mockApi({});
    renderApp("/admin/nope");
    expect(await screen.findByRole("navigation", { name: "Admin" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
