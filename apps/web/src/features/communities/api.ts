import { communities, posts } from "@forum/contract/endpoints";
import { type AnswerFilter, communityTexts, messages } from "@forum/contract/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "../../lib/api-client.ts";
import { notify } from "../../lib/notify.ts";
import { sessionStore } from "../../lib/session.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";
import { postId, postKeys } from "../posts/api.ts";
import { communityKeys } from "./keys.ts";
import { applyMembership } from "./membership-cache.ts";

export { communityKeys };

/** GET /communities?all=1&search= (core §7). */
export function useCommunities(search: string) {
  return useQuery({
    queryKey: communityKeys.list(search),
    queryFn: ({ signal }) =>
      call(communities.list, { query: { all: true, search: search || undefined }, signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

/** GET /communities?user_id={id}: the communities a student joined. */
export function useJoinedCommunities(userId: number | undefined) {
  return useQuery({
    queryKey: communityKeys.joined(userId ?? 0),
    queryFn: ({ signal }) => call(communities.list, { query: { user_id: userId }, signal }).then((r) => r.data),
    enabled: userId !== undefined,
  });
}

export function useCommunity(id: number) {
  return useQuery({
    queryKey: communityKeys.detail(id),
    queryFn: ({ signal }) => call(communities.show, { params: { id }, signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /random/community: one the student has not joined, or null. */
export function useRandomCommunity(enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.random(),
    queryFn: ({ signal }) => call(communities.random, { signal }).then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The community's posts, newest first, paged like the feed (members only: others get an empty list). */
export function useCommunityPosts(id: number, search: string, enabled: boolean, answers: AnswerFilter | "" = "") {
  return useInfinitePages({
    queryKey: [...communityKeys.posts(id, search), answers],
    fetchPage: (page, signal) =>
      call(posts.list, {
        query: {
          community_id: id,
          parents_only: true,
          search: search || undefined,
          filter: answers || undefined,
          page,
        },
        signal,
      }),
    itemKey: postId,
    enabled,
  });
}

/**
 * Join or leave (core §4: the community reloads after each). The answer is the reloaded community, put into every
 * cached list at once; the joined lists and every post list (a membership changes which posts the student may read)
 * are fetched again. The outcome lives here, not in the pressed button: the button's card may be gone by the answer
 * (a joined card moves to Your Joined Communities), and a per-call callback would die with it.
 */
export function useMembership() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: number; join: boolean }) =>
      call(join ? communities.join : communities.leave, { params: { id } }),
    onSuccess: (res) => {
      applyMembership(qc, res.data);
      void qc.invalidateQueries({ queryKey: [...communityKeys.all, "joined"] });
      // Marked stale only: the card that was just joined keeps showing Joined; the next visit offers another one.
      void qc.invalidateQueries({ queryKey: communityKeys.random(), refetchType: "none" });
      void qc.invalidateQueries({ queryKey: postKeys.all });
    },
    // The spec shows no join or leave failure; a short toast beats a button that silently does nothing.
    onError: (err, { join }) =>
      notify.error(
        err instanceof ApiError ? err.message : join ? communityTexts.joinFailed : communityTexts.leaveFailed,
      ),
  });
}

/**
 * Core §7: a community post is multipart with content, community_id, status published and images[n] inline. The
 * outcome is told here rather than by the composer: the page may be left before the answer arrives, and the callbacks
 * of a `mutate` call whose component is gone never run.
 */
export function useCreateCommunityPost(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ content, images }: { content: string; images: string[] }) => {
      const form = new FormData();
      form.append("content", content);
      form.append("community_id", String(id));
      form.append("status", "published");
      for (const [i, image] of images.entries()) form.append(`images[${i}]`, image);
      return call(posts.create, { body: form });
    },
    onSuccess: (res) => {
      notify.success(res.message || messages.posts.communityPostCreated);
      const userId = sessionStore.get()?.user.user_id;
      void import("../reach/offer-trigger.ts")
        .then(async (m) => m.claimPushOffer(userId) && (await import("../reach/push-offer.ts")).showPushOffer())
        .catch(() => {});
      return qc.invalidateQueries({ queryKey: postKeys.all });
    },
    // The message pickup is fetched on a failure: this module comes with the home sidebar's join card, which leaves
    // it out of the home page's download (as the poll card does).
    onError: (err) =>
      void import("../../lib/error-message.ts").then(({ errorMessage }) => notify.error(errorMessage(err))),
  });
}
