import { notificationTexts } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../lib/session.ts";
import { mockApi, renderApp } from "../test/render-app.tsx";

const emptyNotifications = {
  data: [],
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: 0,
  next_page_url: null,
  unread_count: 0,
};

const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

describe("navigation bar", () => {
  it("shows the spec's links, Create New Post and Login for guests", async () => {
    renderApp("/communities");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Communities", "Tasks", "Events", "Announcements", "Guidelines"]) {
      expect(within(nav).getAllByRole("link", { name }).length).toBeGreaterThan(0);
    }
    expect(within(nav).getByRole("link", { name: "Guidelines" })).toHaveAttribute("href", "/community-guidelines");
    expect(within(nav).getByRole("link", { name: "Create New Post" })).toHaveAttribute("href", "/post/new");
    expect(within(nav).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(nav).queryByRole("button", { name: "Notifications" })).toBeNull();
  });

  it("is hidden on the auth pages", async () => {
    mockApi({ "GET /forum/api/v1/config": { body: { data: { google_client_id: null, public_url: "" } } } });
    renderApp("/forgot-password");
    await screen.findByRole("heading", { name: "Forgot Password" });
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("gives a signed-in user the profile link and the notification panel's empty state", async () => {
    signIn();
    mockApi({ "GET /forum/api/v1/notifications": { body: emptyNotifications } });
    const user = userEvent.setup();
    renderApp("/events");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: /Your profile/ })).toHaveAttribute("href", "/profile/5");
    await user.click(within(nav).getByRole("button", { name: "Notifications" }));
    // The panel shows "Loading Notifications....." until its lazy chunk and the list arrive.
    expect(await screen.findByText(notificationTexts.empty)).toBeInTheDocument();
    const panel = screen.getByRole("region", { name: "Notifications" });
    expect(within(panel).getByText(notificationTexts.emptyHint)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Mark all as Read" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Delete all notifications" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "View All Notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();
  });

  it("opens the drawer with the links and Logout, and Escape closes it", async () => {
    signIn();
    const user = userEvent.setup();
    renderApp("/tasks");
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "Announcements" })).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(drawer).queryByRole("link", { name: "Admin" })).toBeNull();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("gives admins, and only them, an Admin link in the bar and in the drawer", async () => {
    const admin = { token: "t.e.st", user: { user_id: 1, sub: "1", email: "r@b.co", ver: 1, iat: 0, exp: 4e9 } };
    sessionStore.set({ ...admin, user: { ...admin.user, is_admin: true } });
    const user = userEvent.setup();
    renderApp("/tasks");
    const bar = await screen.findByRole("navigation", { name: "Main" });
    expect(within(bar).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    await user.click(within(bar).getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("focus: Escape returns it to the menu button, following a link gives it to the new page", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/tasks");
    const menuButton = await screen.findByRole("button", { name: "Open menu" });
    await user.click(menuButton);
    await screen.findByRole("dialog", { name: "Menu" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(menuButton).toHaveFocus());

    await user.click(menuButton);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("link", { name: "Events" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/events");
    await waitFor(() => expect(document.getElementById("main")).toHaveFocus());
  });

  it("the search toggle shows a search box that goes to /?search=", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/events");
    await user.click(await screen.findByRole("button", { name: "Search" }));
    await user.type(screen.getByRole("searchbox", { name: "Search posts" }), "exam tips{Enter}");
    // The home page is a lazy chunk: the router follows once it has loaded.
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: "/", search: "?search=exam%20tips" }));
  });
});

describe("routes", () => {
  it("serves the reward tasks at /tasks (no placeholder left): a guest is asked to log in", async () => {
    renderApp("/tasks");
    expect(await screen.findByRole("heading", { name: "Login Required" })).toBeInTheDocument();
    expect(screen.getByText("Please log in to view available tasks")).toBeInTheDocument();
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("shows a 404 page for unknown paths", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
