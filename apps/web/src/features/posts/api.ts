import type { CategoryRef, Post } from "@forum/contract";
import { categories, posts } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";
import { type FeedFilters, feedKey } from "./feed-key.ts";
import { postCacheKeys } from "./post-cache.ts";

export { type FeedFilters, noFeedFilters } from "./feed-key.ts";

/**
 * The feed and the category list: what the home route loads. The calls of a post's own pages (the post, the form,
 * drafts) are in `post-api.ts`, so that the home route's first download does not carry them.
 */

/** A post's identity in a list (for `useInfinitePages`: a post moved between pages shows once). */
export const postId = (post: Post) => post.id;

/** One key factory for the posts area: every query holding posts is in `post-cache.ts`, so a like reaches it. */
export const postKeys = {
  ...postCacheKeys,
  feed: feedKey,
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
          filter: filters.answers || undefined,
        },
        signal,
      }),
    itemKey: postId,
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
