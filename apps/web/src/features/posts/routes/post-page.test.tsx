import { moderationTexts, postPageTexts } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, withReplies } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const base = "/forum/api/v1/posts";
const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

function serve(
  post = makePost({ title: "Timetable clashes in 200L" }),
  replies = [makePost({ id: 9, type: "comment", title: null })],
  overrides: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, replies) } },
    [`GET ${base}/${post.id}/similar`]: {
      body: {
        data: [
          makePost({ id: 30, title: "A very long title that goes well past thirty characters", replies_count: 4 }),
          makePost({ id: 31, title: null, anonymous: true, user: null }),
        ],
      },
    },
    "POST /forum/api/v1/bookmarks/toggle": { status: 500, body: { message: "boom" } },
    [`POST ${base}`]: { status: 201, body: { data: makePost({ id: 50 }), uuid: "x" } },
    [`DELETE ${base}/${post.id}/delete`]: { body: { message: "Deleted." } },
    ...overrides,
  });
}

describe("/post/:uuid", () => {
  it("goes home from the Recent breadcrumb when the post was opened from a shared link (no page to go back to)", async () => {
    const post = makePost({ title: "Timetable clashes in 200L" });
    serve(post);
    const { router } = renderApp(`/post/${post.uuid}`);
    await userEvent.click(await screen.findByRole("button", { name: postPageTexts.breadcrumbRecent }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("on a reply's own page (its see more...) links back to the discussion it belongs to", async () => {
    const parent = makePost({ id: 4, title: "Timetable clashes in 200L" });
    const reply = makePost({
      id: 9,
      type: "comment",
      title: null,
      parent_uuid: parent.uuid,
      parent: { uuid: parent.uuid, title: parent.title },
    });
    serve(reply, []);
    renderApp(`/post/${reply.uuid}`);
    await screen.findByRole("heading", { level: 1, name: "Re: Timetable clashes in 200L" });
    const back = screen.getByRole("link", { name: "Timetable clashes in 200L" });
    expect(back).toHaveAttribute("href", `/post/${parent.uuid}`);
    expect(back.parentElement).toHaveTextContent(`${postPageTexts.inReplyTo} Timetable clashes in 200L`);
  });

  it("sizes the author's name by the whole name, so a phone wraps the icon buttons below before it cuts the name", async () => {
    // jsdom lays nothing out: the classes are what the browser sizes by. A fixed minimum (min-w-28) cut
    // "zainab_abdullahi" to "zainab_abdull..." at 360 px while the buttons kept the row.
    const post = makePost({ title: "Timetable clashes in 200L", author_name: "zainab_abdullahi" });
    serve(post);
    renderApp(`/post/${post.uuid}`);
    await screen.findByRole("heading", { level: 1, name: "Timetable clashes in 200L" });
    const byline = screen.getAllByText("zainab_abdullahi").at(-1)?.closest("div");
    expect(byline).toHaveClass("flex-auto", "min-w-0");
    expect(byline?.querySelector("time")).toHaveTextContent("5 mins ago");
  });

  it("names no discussion on a post's own page", async () => {
    const post = makePost({ title: "Timetable clashes in 200L" });
    serve(post);
    renderApp(`/post/${post.uuid}`);
    await screen.findByRole("heading", { level: 1, name: "Timetable clashes in 200L" });
    expect(screen.queryByText(postPageTexts.inReplyTo, { exact: false })).toBeNull();
  });

  it("shows Loading... then Post not found", async () => {
    mockApi({});
    renderApp("/post/nope");
    expect(screen.getByText(postPageTexts.loading)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: postPageTexts.notFound })).toBeInTheDocument();
  });

  it("shows a hidden post's author the moderator's banner with the reason; a visible post has none", async () => {
    signIn();
    const hidden = makePost({
      id: 12,
      is_author: true,
      hidden: true,
      hidden_reason: "Personal details of a classmate",
    });
    serve(hidden);
    const { unmount } = renderApp(`/post/${hidden.uuid}`);
    const banner = await screen.findByRole("note");
    expect(banner).toHaveTextContent(moderationTexts.hiddenBanner);
    expect(banner).toHaveTextContent("Personal details of a classmate");
    unmount();
    const shown = makePost({ id: 13 });
    serve(shown);
    renderApp(`/post/${shown.uuid}`);
    await screen.findByRole("heading", { level: 1, name: shown.title! });
    expect(screen.queryByText(moderationTexts.hiddenBanner)).not.toBeInTheDocument();
  });

  it("tells a non-member the post is members-only and points to the communities", async () => {
    const message = "Only members of this community can see its posts.";
    mockApi({ "GET /forum/api/v1/posts/club-post": { status: 403, body: { message, error: "forbidden" } } });
    renderApp("/post/club-post");
    expect(await screen.findByRole("heading", { name: message })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: postPageTexts.seeCommunities })).toHaveAttribute("href", "/communities");
  });

  it("offers to try again when the post could not be loaded, and shows it once it loads", async () => {
    const post = makePost({ title: "Back online" });
    mockApi({ [`GET /forum/api/v1/posts/${post.uuid}`]: { status: 503, body: { message: "down" } } });
    renderApp(`/post/${post.uuid}`);
    const retry = await screen.findByRole("button", { name: postPageTexts.retry });
    expect(screen.getByRole("heading", { name: postPageTexts.loadFailed })).toBeInTheDocument();
    serve(post);
    await userEvent.setup().click(retry);
    expect(await screen.findByRole("heading", { name: "Back online" })).toBeInTheDocument();
  });

  it("shows breadcrumb, author, content, counters, one comment, and similar posts with their fallbacks", async () => {
    const post = makePost({ title: "Timetable clashes in 200L", content: "<p>Has <strong>anyone</strong></p>" });
    serve(post);
    renderApp(`/post/${post.uuid}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Timetable clashes in 200L" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByText("Timetable ..."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "ada" })[0]).toHaveAttribute("href", "/profile/7");
    expect(screen.getByText("anyone").tagName).toBe("STRONG");
    expect(screen.getByRole("heading", { name: "1 comment" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: postPageTexts.seeMore })).toHaveAttribute(
      "href",
      `/post/${makePost({ id: 9 }).uuid}`,
    );
    expect(screen.queryByRole("button", { name: postPageTexts.delete })).toBeNull();
    const similar = screen.getByRole("region", { name: postPageTexts.similarTitle });
    expect(await within(similar).findByRole("link", { name: "A very long title that goes we..." })).toBeInTheDocument();
    expect(within(similar).getByText(/& 4 others shared their thoughts on/)).toBeInTheDocument();
    expect(within(similar).getByRole("link", { name: postPageTexts.similarFallbackTitle })).toBeInTheDocument();
    expect(within(similar).getByText("Anonymous")).toBeInTheDocument();
  });

  it("shows the post's categories, each opening the feed filtered by it", async () => {
    const post = makePost({
      title: "Timetable clashes in 200L",
      categories: [
        { id: 4, name: "Academics" },
        { id: 9, name: "Campus Life" },
      ],
    });
    serve(post, [], { "GET /forum/api/v1/categories": { body: { data: [{ id: 4, name: "Academics" }] } } });
    const { router } = renderApp(`/post/${post.uuid}`);
    const list = await screen.findByRole("list", { name: "Categories" });
    expect(within(list).getByRole("link", { name: "Campus Life" })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("link", { name: "Academics" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("?category_ids=4");
    // The feed reads the filter from the address: its chip names the category.
    expect(await screen.findByRole("button", { name: "Remove filter Academics" })).toBeInTheDocument();
  });

  it("says No similar posts found. and Anonymous for an anonymous post", async () => {
    const post = makePost({ anonymous: true, user: null, user_id: null });
    mockApi({
      [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, []) } },
      [`GET ${base}/1/similar`]: { body: { data: [] } },
    });
    renderApp(`/post/${post.uuid}`);
    expect(await screen.findByText(postPageTexts.noSimilar)).toBeInTheDocument();
    expect(screen.getByText("Anonymous")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "0 comments" })).toBeInTheDocument();
  });

  it("ignores bookmark clicks in flight and says Failed to Bookmark posts.", async () => {
    signIn();
    const post = makePost();
    const calls = serve(post);
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    const button = await screen.findByRole("button", { name: postPageTexts.bookmark });
    const answered = globalThis.fetch;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith("/bookmarks/toggle")) await gate;
        return answered(url, init);
      }),
    );
    await user.click(button);
    await user.click(button);
    await user.click(button);
    release();
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(postPageTexts.bookmarkFailed));
    expect(calls.filter((c) => c.url.endsWith("/bookmarks/toggle"))).toHaveLength(1);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"));
  });

  it("replies: blank is ignored, text is sent as a comment and the post reloads", async () => {
    signIn();
    const post = makePost();
    const calls = serve(post);
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: "Reply" }));
    const box = screen.getByPlaceholderText(postPageTexts.replyPlaceholder);
    await user.type(box, "   ");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(calls.some((c) => c.method === "POST" && c.url === base)).toBe(false);
    const loads = calls.filter((c) => c.url === `${base}/${post.uuid}?sort=best`).length;
    await user.type(box, "Write to the exams officer <today>");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST" && c.url === base)).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      content: "<p>Write to the exams officer &lt;today&gt;</p>",
      type: "comment",
      parent_uuid: post.uuid,
      status: "published",
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.url === `${base}/${post.uuid}?sort=best`).length).toBeGreaterThan(loads),
    );
  });

  it("lets the author delete after confirming, then goes home", async () => {
    signIn();
    const post = makePost({ is_author: true });
    const calls = serve(post);
    const user = userEvent.setup();
    const { router } = renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: postPageTexts.delete }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(postPageTexts.deletePostConfirm);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  /** The author deletes the post and, while the answer is held, the page goes away (Back pressed); then it lands. */
  async function deleteThenLeave(answer: { status?: number; body: unknown }) {
    signIn();
    vi.clearAllMocks();
    const post = makePost({ is_author: true });
    serve(post, [], { [`DELETE ${base}/${post.id}/delete`]: answer });
    const release = holdCalls("DELETE");
    const user = userEvent.setup();
    const view = renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: postPageTexts.delete }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("button", { name: postPageTexts.deletingPost })).toBeDisabled();
    view.unmount();
    release();
  }

  it("says the post was deleted when the answer lands after its page was left", async () => {
    await deleteThenLeave({ body: { message: "Deleted." } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(postPageTexts.deletePostDone));
  });

  it("tells a refused delete as a toast when it lands after the page (and its dialog) went away", async () => {
    await deleteThenLeave({ status: 500, body: { message: "boom" } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(postPageTexts.deletePostFailed));
  });

  it("says Failed to Bookmark posts. when the failure lands after the page was left", async () => {
    signIn();
    vi.clearAllMocks();
    const post = makePost();
    serve(post);
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp(`/post/${post.uuid}`);
    const button = await screen.findByRole("button", { name: postPageTexts.bookmark });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    view.unmount();
    release();
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(postPageTexts.bookmarkFailed));
  });
});
