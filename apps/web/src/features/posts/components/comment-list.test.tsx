import { postPageTexts } from "@forum/contract/texts";
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

/** Opens a post with the student's own comment, deletes it and, while the answer is held, leaves the post. */
async function deleteThenLeave(answer: { status?: number; body: unknown }) {
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
  vi.clearAllMocks();
  const post = makePost();
  const comment = makePost({ id: 9, type: "comment", title: null, is_author: true });
  mockApi({
    [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, [comment]) } },
    [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
    [`DELETE ${base}/${comment.id}/delete`]: answer,
  });
  const release = holdCalls("DELETE");
  const user = userEvent.setup();
  const view = renderApp(`/post/${post.uuid}`);
  await user.click(await screen.findByRole("button", { name: "Delete comment" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  expect(await screen.findByRole("button", { name: postPageTexts.deletingComment })).toBeDisabled();
  view.unmount();
  release();
}

describe("deleting a comment", () => {
  it("says the comment was deleted when the answer lands after the post was left", async () => {
    await deleteThenLeave({ body: { message: "Deleted." } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(postPageTexts.deleteCommentDone));
  });

  it("tells a refusal as a toast when it lands after the post (and the comment's dialog) went away", async () => {
    await deleteThenLeave({ status: 500, body: { message: "boom" } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(postPageTexts.deleteCommentFailed));
  });
});
