import type { Page } from "@forum/contract";
import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";

/**
 * A paged list of API.md (`page` from 1, `next_page_url` null on the last) as one infinite query: pages load until
 * an empty one or the last, and `items` holds every page's items once (an item that moved to the next page while
 * paging, a post bumped by a new like, is not shown twice).
 */
export function useInfinitePages<T, P extends Page<T>>(options: {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>;
  itemKey: (item: T) => string | number;
  enabled?: boolean;
  staleTime?: number;
}) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: P, _all, lastParam: number) =>
      last.data.length === 0 || !last.next_page_url ? undefined : lastParam + 1,
    enabled: options.enabled,
    // Left out unless given: an undefined here would override the client's default (a page seeded from index.html
    // would be refetched at once).
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
  const { itemKey } = options;
  const items = useMemo(() => {
    const seen = new Set<string | number>();
    return (query.data?.pages ?? [])
      .flatMap((p) => p.data)
      .filter((item) => {
        const key = itemKey(item);
        return !seen.has(key) && !!seen.add(key);
      });
  }, [query.data, itemKey]);
  return { ...query, items };
}
