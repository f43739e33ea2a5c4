import { type Post, type PostInput, postFormTexts, postPageTexts, type ReplySort } from "@forum/contract";
import { posts } from "@forum/contract/endpoints";
import { useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { sessionStore } from "../../lib/session.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";
import { postKeys } from "./api.ts";
import { commentDrafts } from "./comment-drafts.ts";
import { patchCachedPost } from "./post-cache.ts";

/**
 * The calls of a post's own pages: the post with its comments and similar posts, the form, the drafts and bookmarking
 * (reporting is moderation's: features/moderation/api.ts). Apart from `api.ts` so that the home route's first
 * download does not carry them.
 */

/** A post with its replies in `sort` order (the accepted answer first); another order keeps the shown one meanwhile. */
export function usePost(uuid: string, sort: ReplySort) {
  return useQuery({
    queryKey: postKeys.detail(uuid, sort),
    queryFn: ({ signal }) => call(posts.show, { params: { id: uuid }, query: { sort }, signal }).then((r) => r.data),
    enabled: uuid !== "",
    placeholderData: (previous) => (previous?.uuid === uuid ? previous : undefined),
  });
}

export function useSimilar(id: string | number | undefined) {
  return useQuery({
    queryKey: postKeys.similar(id ?? ""),
    queryFn: ({ signal }) => call(posts.similar, { params: { id: String(id) }, signal }).then((r) => r.data),
    enabled: id !== undefined && id !== "",
  });
}

export function useDrafts(enabled = true) {
  return useQuery({
    queryKey: postKeys.drafts(),
    queryFn: ({ signal }) => call(posts.list, { query: { status: "draft" }, signal }),
    enabled,
  });
}

/** What the post form saves: the contract's post body, and the uuid of the item it edits (sent in the body too). */
export type PostPayload = PostInput & { uuid?: string };

const savedText = ({ uuid, status }: PostPayload) =>
  status === "draft"
    ? uuid
      ? postFormTexts.draftUpdated
      : postFormTexts.draftSaved
    : uuid
      ? postFormTexts.postUpdated
      : postFormTexts.postCreated;

/**
 * POST /posts, or PUT /posts/{uuid}/edit when the item already has a uuid (core §4). The outcome is told here, not
 * by the form: a form left while saving (another page opened) no longer runs its own callbacks. A refusal the form
 * would show in its dialog becomes a toast once the form is gone.
 */
export function useSavePost() {
  const qc = useQueryClient();
  const formShown = useStillShown();
  return useMutation({
    mutationFn: ({ uuid, ...body }: PostPayload) => {
      if (!uuid) return call(posts.create, { body });
      // The server reads the uuid from the path; the body has always carried it too, and the server ignores it there.
      const edited = { ...body, uuid };
      return call(posts.edit, { params: { id: uuid }, body: edited });
    },
    onSuccess: (_res, payload) => {
      notify.success(savedText(payload));
      if (!payload.uuid && payload.status !== "draft") offerPush(sessionStore.get()?.user.user_id);
      // Not awaited: the form goes on to the post (or the drafts) at once, and that page reads afresh what is marked
      // stale here. Waiting would hold the student on the form while every post list on screen refetched, seconds
      // on a slow network.
      void qc.invalidateQueries({ queryKey: postKeys.all });
    },
    onError: (err) => {
      if (!formShown()) notify.error(errorMessage(err));
    },
  });
}

/** What a delete tells: `done` as a toast (if any), `failed` as the toast a screen that is gone can no longer show. */
export type DeleteTexts = { done?: string; failed: string };

/**
 * Deletes a post, comment or draft. The outcome is told here, not by the screen that asked: the list reloads without
 * a deleted comment (and its card), the post page can be left while it deletes, and the callbacks of a `mutate` call
 * whose component is gone never run. A refusal the screen shows in its dialog becomes a toast once it is gone.
 */
export function useDeletePost(tell: DeleteTexts) {
  const qc = useQueryClient();
  const screenShown = useStillShown();
  return useMutation({
    mutationFn: (id: string | number) => call(posts.remove, { params: { id: String(id) } }),
    onSuccess: () => {
      if (tell.done) notify.success(tell.done);
      return qc.invalidateQueries({ queryKey: postKeys.all });
    },
    onError: () => {
      if (!screenShown()) notify.error(tell.failed);
    },
  });
}

/** After a post or reply is published: maybe offer push (reach/offer-trigger.ts decides; both fetched only now). */
const offerPush = (userId: number | undefined) =>
  void import("../reach/offer-trigger.ts")
    .then(async (m) => m.claimPushOffer(userId) && (await import("../reach/push-offer.ts")).showPushOffer())
    .catch(() => {});

const replyKey = (parentUuid: string) => ["reply", parentUuid] as const;

/** Whether a reply to the post is on its way, sent from this form or from an earlier visit to the post. */
export const useReplySending = (parentUuid: string) => useIsMutating({ mutationKey: replyKey(parentUuid) }) > 0;

/** What a reply sends (`html`) and what the student typed for it (`typed`, trimmed: the text its draft holds). */
export type ReplyInput = { html: string; typed: string };

/**
 * A reply to a post. Its outcome is told here rather than by the form: a reply that lands after the post was left
 * must still drop the post's draft (or the post, opened again, offers the sent text once more beside the reply), and
 * a failure is still told. A draft changed since (the post opened again and more typed) is the student's, and stays.
 */
export function useReply(parentUuid: string, userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: replyKey(parentUuid),
    mutationFn: ({ html }: ReplyInput) =>
      call(posts.create, {
        body: {
          content: html,
          type: "comment",
          parent_uuid: parentUuid,
          status: "published",
          images: [],
          tags: [],
          anonymous: false,
        },
      }),
    onSuccess: (_res, { typed }) => {
      if (commentDrafts.read(userId, parentUuid).trim() === typed) commentDrafts.remove(userId, parentUuid);
      offerPush(userId);
      return qc.invalidateQueries({ queryKey: postKeys.all });
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}

/**
 * Core §4 bookmark: status 1 adds, 0 removes; the state follows the server's answer. A failure is told here: the post
 * page may be left before the answer, and its own callbacks would go with it.
 */
export function useToggleBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) =>
      call(posts.toggleBookmark, {
        body: { type: "post", post_uuid: post.uuid, status: post.user_bookmark_count === 1 ? 0 : 1 },
      }),
    onSuccess: (res, post) =>
      patchCachedPost(qc, post.id, () => ({ user_bookmark_count: res.data?.bookmarked ? 1 : 0 })),
    onError: () => notify.error(postPageTexts.bookmarkFailed),
  });
}
