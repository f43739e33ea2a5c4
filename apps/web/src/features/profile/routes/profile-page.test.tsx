import { authMessages, profileDialogTexts, profileTexts } from "@forum/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, profileOf, renderApp } from "../../../test/render-app.tsx";
import { makeCommunity } from "../../communities/fixtures.ts";
import { makePost } from "../../posts/fixtures.ts";

const page = (data: unknown[]) => ({
  body: { data, current_page: 1, last_page: 1, per_page: 20, total: data.length, next_page_url: null },
});
const stats = {
  likes_received: 12,
  likes_given: 4,
  comments_received: 7,
  posts_shared: 3,
  points: 9,
  total_points: 41,
};
const wide = (matches: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
const signIn = (userId: number) =>
  sessionStore.set({
    token: "t.e.st",
    user: { user_id: userId, sub: String(userId), email: "ada@uni.edu", ver: 1, iat: 0, exp: 4e9 },
  });

/** Answers for user `id`: profile (e-mail only when `own`), stats, posts and replies by URL, communities, bookmarks. */
function serve(id: number, own: boolean, overrides: Record<string, { status: number; body: unknown }> = {}) {
  const { email: _hidden, ...publicProfile } = profileOf(id);
  return mockApi({
    "GET /api/v2/profile/me": { body: { data: own ? profileOf(id) : publicProfile } },
    "GET /forum/api/v1/user/stats": { body: { data: stats } },
    "GET /forum/api/v1/posts": (_b, url) =>
      url.includes("replies_only=1")
        ? page([makePost({ id: 21, title: null, type: "comment", content: "<p>A thoughtful reply</p>" })])
        : page([makePost({ id: 11, title: "Ada's question" })]),
    "GET /forum/api/v1/communities": {
      body: {
        data: [
          makeCommunity({ id: 1, name: "Chess Club", members_count: 8 }),
          makeCommunity({ id: 2, name: "Debate Society", members_count: 40 }),
        ],
      },
    },
    "GET /forum/api/v1/bookmarks": page([]),
    ...overrides,
  });
}

// The first test of a file also loads the lazy route modules, slow on a loaded machine.
describe("/profile/{id} of another student", () => {
  it("shows name, username, posts and replies; no e-mail, Bookmarks tab, edit buttons or Logout", async () => {
    signIn(5);
    const calls = serve(8, false);
    const user = userEvent.setup();
    renderApp("/profile/8");
    expect(await screen.findByRole("heading", { name: "Ada Obi", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("@ada")).toBeInTheDocument();
    expect(screen.queryByText("ada@uni.edu")).toBeNull();
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["Posts", "Replies", "Communities", "About"]);
    expect(await screen.findByRole("link", { name: "Ada's question" })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/posts?user_id=8&parents_only=1"))).toBe(true);
    await user.click(screen.getByRole("tab", { name: "Replies" }));
    expect(await screen.findByRole("link", { name: "A thoughtful reply" })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/posts?user_id=8&replies_only=1"))).toBe(true);
    await user.click(screen.getByRole("tab", { name: "About" }));
    expect(screen.queryByRole("button", { name: profileTexts.updateProfile })).toBeNull();
    expect(screen.queryByRole("button", { name: profileDialogTexts.changePicture })).toBeNull();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
    expect(calls.some((c) => c.url.includes("/bookmarks"))).toBe(false);
  });

  it("About: No available., the largest community, the four statistics and the points row", async () => {
    serve(8, false);
    const user = userEvent.setup();
    renderApp("/profile/8");
    await user.click(await screen.findByRole("tab", { name: "About" }));
    expect(screen.getByText(profileTexts.noAbout)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Debate Society/ })).toHaveAttribute("href", "/single-community/2");
    const row = (label: string) => screen.getByText(label).closest("div");
    expect(await within(row(profileTexts.likesReceived)!).findByText("12")).toBeInTheDocument();
    expect(within(row(profileTexts.likesGiven)!).getByText("4")).toBeInTheDocument();
    expect(within(row(profileTexts.commentsReceived)!).getByText("7")).toBeInTheDocument();
    expect(within(row(profileTexts.postsShared)!).getByText("3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Leaderboard\s*41 points/ })).toHaveAttribute("href", "/leaderboard");
  });

  it("on wide screens shows About as a side panel, not a tab", async () => {
    wide(true);
    serve(8, false);
    renderApp("/profile/8");
    expect(await screen.findByRole("complementary", { name: "About" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Posts", "Replies", "Communities"]);
  });

  it("says which part failed to load; the lists stay empty and the stats read zero", async () => {
    wide(true);
    const failed = { status: 500, body: { message: "boom", error: "internal_error" } };
    serve(8, false, {
      "GET /forum/api/v1/user/stats": failed,
      "GET /forum/api/v1/posts": failed,
      "GET /forum/api/v1/communities": failed,
    });
    const user = userEvent.setup();
    renderApp("/profile/8");
    expect(await screen.findByText(profileTexts.fetchPostsFailed)).toBeInTheDocument();
    expect(await screen.findByText(profileTexts.fetchStatsFailed)).toBeInTheDocument();
    expect(screen.getAllByRole("alert").every((a) => a.textContent?.startsWith("Error"))).toBe(true);
    const received = screen.getByText(profileTexts.likesReceived).closest("div")!;
    expect(within(received).getByText("0")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /0 points/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Ada's question/ })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Replies" }));
    expect(await screen.findByText(profileTexts.fetchRepliesFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Communities" }));
    expect(await screen.findByText(profileTexts.fetchCommunitiesFailed)).toBeInTheDocument();
  });

  it("says so when the profile itself cannot be loaded", async () => {
    mockApi({ "GET /api/v2/profile/me": { status: 404, body: { message: "Not found.", error: "not_found" } } });
    renderApp("/profile/999");
    expect(await screen.findByRole("alert")).toHaveTextContent(`Error${profileTexts.fetchProfileFailed}`);
  });
});

describe("/profile/{id} of oneself", () => {
  it("adds the Bookmarks tab (empty: No bookmarks yet.), the e-mail and the edit buttons", async () => {
    signIn(5);
    serve(5, true);
    const user = userEvent.setup();
    renderApp("/profile/5");
    expect(await screen.findByText("ada@uni.edu")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: profileDialogTexts.changePicture })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Bookmarks" }));
    expect(await screen.findByText(profileTexts.noBookmarks)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "About" }));
    expect(screen.getByRole("button", { name: profileTexts.updateProfile })).toBeInTheDocument();
  });

  it("logs out from the About panel: dialog, then a second later the login page", async () => {
    signIn(5);
    const calls = serve(5, true, {
      "POST /api/auth/logout": { status: 200, body: { message: "Logged out." } },
      "GET /forum/api/v1/config": { status: 200, body: { data: { google_client_id: null, public_url: "" } } },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/profile/5");
    await user.click(await screen.findByRole("tab", { name: "About" }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("alertdialog", { name: authMessages.loggedOut })).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/auth/logout")).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sessionStore.get()).toBeNull();
  });
});
