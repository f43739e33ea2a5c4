import { postPageTexts } from "@forum/contract";
import { offlineTexts } from "@forum/contract/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { commentDrafts } from "../comment-drafts.ts";
import { makePost, pageOf, withReplies } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const base = "/forum/api/v1/posts";
const signIn = (userId = 7) =>
  sessionStore.set({
    token: `t.e.${userId}`,
    user: { user_id: userId, sub: String(userId), email: "a@b.co", ver: 1, iat: 0, exp: 4e9 },
  });

/** The post page's API; while `offline.now`, writes never leave the phone (fetch rejects, navigator says offline). */
function serve(post = makePost(), reply = { status: 201, body: { data: makePost({ id: 50 }), uuid: "x" } as unknown }) {
  const offline = { now: false };
  const calls = mockApi({
    [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, []) } },
    [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
    [`POST ${base}`]: reply,
    // The home feed, with a way back to the post.
    [`GET ${base}`]: { body: pageOf([post]) },
  });
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
    offline.now && init?.method === "POST" ? Promise.reject(new TypeError("Failed to fetch")) : answer(input, init),
  );
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => !offline.now);
  return { offline, calls };
}

const box = () => screen.findByLabelText("Your reply");

describe("a comment written offline", () => {
  // The post page is a lazy route: loaded once up front, so the first test's waits are about the form alone.
  beforeAll(() => import("../routes/post-page.tsx"), 30_000);

  it("is refused kindly, kept as the post's draft, restored when the post is opened again, cleared once sent", async () => {
    signIn();
    const post = makePost();
    const { offline, calls } = serve(post);
    const user = userEvent.setup();
    const first = renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: "Reply" }));
    offline.now = true;
    await user.type(await box(), "See you at the library");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(offlineTexts.nothingSent));
    expect(await screen.findByText(offlineTexts.draftKept)).toBeInTheDocument();
    expect(screen.getByLabelText("Your reply")).toHaveValue("See you at the library");
    first.unmount();

    // Opened again: the form is open with the text, and says so.
    renderApp(`/post/${post.uuid}`);
    expect(await box()).toHaveValue("See you at the library");
    expect(screen.getByText(offlineTexts.draftRestored)).toBeInTheDocument();

    offline.now = false;
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST" && c.url === base)).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ content: "<p>See you at the library</p>" });
    await waitFor(() => expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument());
    expect(commentDrafts.read(7, post.uuid)).toBe("");
  }, 30_000);

  /** Opens the post, types a reply and sends it; the answer is held until the returned `release`. */
  async function sendHeld(post: ReturnType<typeof makePost>, text: string) {
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: "Reply" }));
    await user.type(await box(), text);
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send reply" })).toBeDisabled());
    return { view, release };
  }

  it("is dropped when the reply lands after the post was left, so the post opened again does not offer it twice", async () => {
    signIn();
    const post = makePost();
    const { calls } = serve(post);
    const { view, release } = await sendHeld(post, "Room 4 at noon");
    expect(commentDrafts.read(7, post.uuid)).toBe("Room 4 at noon");
    view.unmount();
    release();
    await waitFor(() => expect(commentDrafts.read(7, post.uuid)).toBe(""));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);

    renderApp(`/post/${post.uuid}`);
    await screen.findByRole("button", { name: "Reply" });
    expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument();
    expect(screen.queryByText(offlineTexts.draftRestored)).not.toBeInTheDocument();
  });

  it("restored while its reply is still on its way, waits for it and goes once the reply lands", async () => {
    signIn();
    const post = makePost();
    const { calls } = serve(post);
    const { release } = await sendHeld(post, "Room 4 at noon");
    // Left for the feed (the form goes) and opened again from it, in the same app: the restored draft is the reply.
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: postPageTexts.breadcrumbRecent }));
    await user.click(await screen.findByRole("link", { name: post.title ?? "" }));
    expect(await box()).toHaveValue("Room 4 at noon");
    expect(screen.getByRole("button", { name: "Send reply" })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument());
    expect(commentDrafts.read(7, post.uuid)).toBe("");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("is kept, and the refusal still told, when a refused reply lands after the post was left", async () => {
    signIn();
    const post = makePost();
    serve(post, { status: 422, body: { message: "This post is closed for replies." } });
    const { view, release } = await sendHeld(post, "Too late?");
    view.unmount();
    release();
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith("This post is closed for replies."));
    expect(commentDrafts.read(7, post.uuid)).toBe("Too late?");
  });

  it("is kept per post and per student: another post, or another student on the phone, starts blank", async () => {
    signIn(7);
    const post = makePost();
    serve(post);
    commentDrafts.save(7, post.uuid, "Mine, unsent");
    commentDrafts.save(7, "another-post", "Elsewhere");
    const mine = renderApp(`/post/${post.uuid}`);
    expect(await box()).toHaveValue("Mine, unsent");
    mine.unmount();

    signIn(8);
    renderApp(`/post/${post.uuid}`);
    await screen.findByRole("button", { name: "Reply" });
    expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument();
    expect(screen.queryByText(postPageTexts.replyPlaceholder)).not.toBeInTheDocument();
    expect(commentDrafts.read(8, post.uuid)).toBe("");
  });

  it("stays bounded: a long text is cut to the content limit and only the newest drafts are kept", () => {
    vi.spyOn(Date, "now").mockReturnValue(500);
    commentDrafts.save(7, "long", "x".repeat(30_000));
    expect(commentDrafts.read(7, "long")).toHaveLength(20_000);
    for (let i = 0; i < 25; i++) {
      vi.spyOn(Date, "now").mockReturnValue(1_000 + i);
      commentDrafts.save(7, `post-${i}`, `draft ${i}`);
    }
    expect(commentDrafts.read(7, "post-24")).toBe("draft 24");
    expect(commentDrafts.read(7, "post-5")).toBe("draft 5");
    expect(commentDrafts.read(7, "post-4")).toBe("");
    expect(commentDrafts.read(7, "long")).toBe("");
  });
});
