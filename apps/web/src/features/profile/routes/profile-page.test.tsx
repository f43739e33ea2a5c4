import { messages, profileTexts } from "@forum/contract";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, profileOf, renderApp } from "../../../test/render-app.tsx";

describe("/profile/:id", () => {
  it("shows another user's profile without Logout", async () => {
    const { email: _hidden, ...publicProfile } = profileOf(8);
    const calls = mockApi({ "GET /api/v2/profile/me": { body: { data: publicProfile } } });
    renderApp("/profile/8");
    expect(await screen.findByRole("heading", { name: "Ada Obi" })).toBeInTheDocument();
    expect(screen.getByText("@ada")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
    expect(calls[0]?.url).toBe("/api/v2/profile/me?user_id=8");
  });

  it("says so when the profile cannot be loaded", async () => {
    mockApi({ "GET /api/v2/profile/me": { status: 404, body: { message: "Not found.", error: "not_found" } } });
    renderApp("/profile/999");
    expect(await screen.findByRole("alert")).toHaveTextContent(profileTexts.fetchProfileFailed);
  });

  it("logs out from one's own profile: dialog, then a second later the login page", async () => {
    sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
    const calls = mockApi({
      "GET /api/v2/profile/me": { body: { data: profileOf(5) } },
      "POST /api/auth/logout": { body: { message: "Logged out." } },
      "GET /forum/api/v1/config": { body: { data: { google_client_id: null, public_url: "" } } },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/profile/5");
    expect(await screen.findByText("ada@uni.edu")).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("alertdialog", { name: messages.auth.loggedOut })).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/auth/logout")).toBe(true);
    expect(sessionStore.get()).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem("root")).toBeNull();
  });
});
