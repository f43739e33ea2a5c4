import type { AnswerFilter, Page, Post, ProfileUpdate } from "@forum/contract";
import { posts, profile } from "@forum/contract/endpoints";
import { messages, profileDialogTexts, profileMessages } from "@forum/contract/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { sessionStore } from "../../lib/session.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";
import { postId, postKeys } from "../posts/api.ts";

export type PostListKind = "posts" | "replies" | "bookmarks";

/**
 * Profile keys. A profile's post lists live under the posts prefix, so a like or bookmark made anywhere patches them
 * (posts/post-cache.ts); bookmarks are cached as plain posts for the same reason.
 */
export const profileKeys = {
  all: ["profile"] as const,
  byId: (userId: number) => [...profileKeys.all, userId] as const,
  stats: (userId: number) => [...profileKeys.all, userId, "stats"] as const,
  list: (userId: number, kind: PostListKind) => postKeys.list("profile", userId, kind),
};

const validId = (userId: number) => Number.isInteger(userId) && userId > 0;

export function useProfile(userId: number) {
  return useQuery({
    queryKey: profileKeys.byId(userId),
    queryFn: ({ signal }) => call(profile.byId, { query: { user_id: userId }, signal }).then((r) => r.data),
    enabled: validId(userId),
  });
}

export function useUserStats(userId: number) {
  return useQuery({
    queryKey: profileKeys.stats(userId),
    queryFn: ({ signal }) => call(profile.stats, { query: { user_id: userId }, signal }).then((r) => r.data),
    enabled: validId(userId),
  });
}

/** GET /posts?user_id&parents_only=1 (Posts), the same with replies_only=1 (Replies), or GET /bookmarks (own). */
function fetchPage(
  userId: number,
  kind: PostListKind,
  page: number,
  signal: AbortSignal,
  answers: AnswerFilter | "" = "",
): Promise<Page<Post>> {
  if (kind === "bookmarks") {
    return call(posts.bookmarks, { query: { page }, signal }).then((res) => ({
      ...res,
      data: res.data.map((b) => b.bookmarkable),
    }));
  }
  // The answer filter is about questions: only the Posts tab takes it.
  const only = kind === "posts" ? { parents_only: true, filter: answers || undefined } : { replies_only: true };
  return call(posts.list, { query: { user_id: userId, ...only, recent: true, page }, signal });
}

export function useUserPostList(userId: number, kind: PostListKind, enabled = true, answers: AnswerFilter | "" = "") {
  return useInfinitePages({
    queryKey: [...profileKeys.list(userId, kind), answers],
    fetchPage: (page, signal) => fetchPage(userId, kind, page, signal, answers),
    itemKey: postId,
    enabled: enabled && validId(userId),
  });
}

/**
 * Secondary §7: multipart with `_method=PUT`; the answer is merged into the stored user (so the nav bar's avatar
 * changes at once) and every cached copy of the profile and of the author's posts is fetched again. The outcome is
 * told here: the dialog can be closed (Escape, a click outside) while it saves, and a closed dialog's own callbacks
 * never run. A refusal the dialog shows in place becomes a toast once the dialog is gone.
 */
export function useUpdateProfile(userId: number) {
  const qc = useQueryClient();
  const dialogShown = useStillShown();
  return useMutation({
    mutationFn: ({ image, ...fields }: ProfileUpdate) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append("_method", "PUT");
      if (image) form.append("image", image, "avatar.jpg");
      return call(profile.update, { body: form });
    },
    onSuccess: (res) => {
      const session = sessionStore.get();
      if (session && session.user.user_id === res.data.user_id) {
        sessionStore.set({ ...session, user: { ...session.user, ...res.data } });
      }
      qc.setQueryData(profileKeys.byId(userId), res.data);
      void qc.invalidateQueries({ queryKey: postKeys.all });
      notify.success(res.message || profileMessages.updated);
    },
    onError: (err) => {
      if (dialogShown()) return;
      notify.error(`${profileDialogTexts.failedTitle}: ${errorMessage(err, messages.errors.unexpected)}`);
    },
  });
}
