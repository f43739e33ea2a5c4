import type { Post, PostInput } from "@forum/contract";
import { type CallInput, posts } from "@forum/contract/endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { postKeys } from "./api.ts";
import { patchCachedPost } from "./post-cache.ts";

/**
 * The calls of a post's own pages: the post with its comments and similar posts, the form, the drafts, bookmarking
 * and reporting. Apart from `api.ts` so that the home route's first download does not carry them.
 */

export function usePost(uuid: string) {
  return useQuery({
    queryKey: postKeys.detail(uuid),
    queryFn: ({ signal }) => call(posts.show, { params: { id: uuid }, signal }).then((r) => r.data),
    enabled: uuid !== "",
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

export function useReportReasons(enabled = true) {
  return useQuery({
    queryKey: postKeys.reportReasons(),
    queryFn: ({ signal }) => call(posts.reportReasons, { signal }).then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** What the post form saves: the contract's post body, and the uuid of the item it edits (sent in the body too). */
export type PostPayload = PostInput & { uuid?: string };

/** POST /posts, or PUT /posts/{uuid}/edit when the item already has a uuid (core §4). */
export function useSavePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: PostPayload) => {
      if (!uuid) return call(posts.create, { body });
      // The server reads the uuid from the path; the body has always carried it too, and the server ignores it there.
      const edited = { ...body, uuid };
      return call(posts.edit, { params: { id: uuid }, body: edited });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) => call(posts.remove, { params: { id: String(id) } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useReply(parentUuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      call(posts.create, {
        body: {
          content,
          type: "comment",
          parent_uuid: parentUuid,
          status: "published",
          images: [],
          tags: [],
          anonymous: false,
        },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (body: CallInput<typeof posts.report>["body"]) => call(posts.report, { body }),
  });
}

/** Core §4 bookmark: status 1 adds, 0 removes; the state follows the server's answer. */
export function useToggleBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) =>
      call(posts.toggleBookmark, {
        body: { type: "post", post_uuid: post.uuid, status: post.user_bookmark_count === 1 ? 0 : 1 },
      }),
    onSuccess: (res, post) =>
      patchCachedPost(qc, post.id, () => ({ user_bookmark_count: res.data?.bookmarked ? 1 : 0 })),
  });
}
