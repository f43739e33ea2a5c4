import type { Counts, Post } from "@forum/contract";
import { posts } from "@forum/contract/endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { patchCachedPost, postCacheKeys, restorePosts, snapshotPosts } from "./post-cache.ts";

/** Core §4: like and dislike exclude each other; turning one on turns the other off. */
export function toggledCounts(p: Counts, kind: "like" | "unlike"): Counts {
  if (kind === "like") {
    const on = p.user_like_count !== 1;
    return {
      likes_count: Math.max(0, p.likes_count + (on ? 1 : -1)),
      user_like_count: on ? 1 : 0,
      unlikes_count: Math.max(0, p.unlikes_count - (on && p.user_unlike_count === 1 ? 1 : 0)),
      user_unlike_count: on ? 0 : p.user_unlike_count,
    };
  }
  const on = p.user_unlike_count !== 1;
  return {
    unlikes_count: Math.max(0, p.unlikes_count + (on ? 1 : -1)),
    user_unlike_count: on ? 1 : 0,
    likes_count: Math.max(0, p.likes_count - (on && p.user_like_count === 1 ? 1 : 0)),
    user_like_count: on ? 0 : p.user_like_count,
  };
}

/**
 * Like / dislike: the counts move at once and are then set to the server's numbers; a failure puts every cached copy
 * back as it was (the spec's "counts change only on 200", without the wait).
 */
export function useToggleReaction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ post, kind }: { post: Post; kind: "like" | "unlike" }) =>
      call(kind === "like" ? posts.like : posts.unlike, { params: { id: String(post.id) } }),
    onMutate: async ({ post, kind }) => {
      await qc.cancelQueries({ queryKey: postCacheKeys.all });
      const snapshot = snapshotPosts(qc);
      patchCachedPost(qc, post.id, (p) => toggledCounts(p, kind));
      return { snapshot };
    },
    onError: (_err, _vars, context) => restorePosts(qc, context?.snapshot),
    onSuccess: (res, { post }) => patchCachedPost(qc, post.id, () => res.data),
  });
}
