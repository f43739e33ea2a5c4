import type { CategoryRef, Post, PostInput } from "@forum/contract";
import { type CallInput, categories, posts } from "@forum/contract/endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";
import { postCacheKeys } from "./post-cache.ts";

/** A post's identity in a list (for `useInfinitePages`: a post moved between pages shows once). */
export const postId = (post: Post) => post.id;

export type FeedFilters = { recent: boolean; categoryIds: number[]; tag: string; search: string };

/** One key factory for the posts area: every query holding posts is in `post-cache.ts`, so a like reaches it. */
export const postKeys = {
  ...postCacheKeys,
  feed: (filters: FeedFilters) => postCacheKeys.list("feed", filters),
  reportReasons: () => ["report-reasons"] as const,
  categories: (search: string) => ["categories", search] as const,
};

/** Core §4 feed: pages from 1; stop at an empty page or when the server says there is no next one. */
export function useFeed(filters: FeedFilters) {
  return useInfinitePages({
    queryKey: postKeys.feed(filters),
    fetchPage: (page, signal) =>
      call(posts.list, {
        // Parents only; a filter that is off is left out of the query rather than sent empty.
        query: {
          parents_only: true,
          page,
          recent: filters.recent || undefined,
          category_ids: filters.categoryIds,
          tag: filters.tag || undefined,
          search: filters.search || undefined,
        },
        signal,
      }),
    itemKey: postId,
  });
}

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

/** Core §7: a 401 yields nothing, any other failure an empty list; the picker then simply shows no match. */
export function useCategories(search: string, limit = 10, enabled = true) {
  return useQuery({
    queryKey: [...postKeys.categories(search), limit],
    enabled,
    queryFn: ({ signal }) =>
      call(categories.search, { query: { search, limit }, signal })
        .then((r) => r.data)
        .catch(() => [] as CategoryRef[]),
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
