import type { Post } from "@forum/contract";
import { feedTexts, timings } from "@forum/contract/texts";
import { Fragment, type ReactNode, useRef } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { useInView } from "../../../components/use-in-view.ts";
import { useProgressiveCount } from "../../../lib/use-progressive-count.ts";
import { PostCard } from "./post-card.tsx";

/** The paging state of an infinite query (TanStack's `useInfiniteQuery` result fits as is). */
export type NextPaging = {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * A list of post cards that asks for the next page as its end nears the viewport (core §4), shared by the feed, a
 * community and a profile tab. The caller says how a failed next page reads (`nextPageError`); the pages already shown
 * stay above it.
 */
export function PostList({
  posts,
  label,
  paging,
  nextPageError,
  after,
}: {
  posts: Post[];
  label: string;
  paging: NextPaging;
  nextPageError?: ReactNode;
  /** What follows the post at this index in the list (the feed's sponsored cards): a `<li>` or nothing. */
  after?: (index: number) => ReactNode;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage } = paging;
  const shown = useProgressiveCount(posts.length, 4);
  // Core §4: within 50 px of the bottom, after 300 ms; never while a page loads.
  useInView(
    sentinel,
    () => {
      if (hasNextPage && !isFetching) void fetchNextPage();
    },
    // Not while the first cards are alone on the page: the sentinel below them is not the list's end.
    hasNextPage && !isFetchingNextPage && shown === posts.length,
    { rootMargin: `0px 0px ${timings.infiniteScrollThresholdPx}px 0px`, debounceMs: timings.infiniteScrollDebounce },
  );
  return (
    <>
      <ul className="space-y-4" aria-label={label}>
        {posts.slice(0, shown).map((post, i) => (
          <Fragment key={post.id}>
            <li>
              <PostCard post={post} />
            </li>
            {after?.(i)}
          </Fragment>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isFetchingNextPage && (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-700">
          <Spinner size={20} />
          {feedTexts.loadingMore}
        </p>
      )}
      {nextPageError}
    </>
  );
}
