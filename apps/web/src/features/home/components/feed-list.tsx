import { adFeedEvery, feedTexts, messages, postCardTexts } from "@forum/contract/texts";
import { lazy, Suspense, useRef, useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useInView } from "../../../components/use-in-view.ts";
import { type FeedFilters, useFeed } from "../../posts/api.ts";
import { PostList } from "../../posts/components/post-list.tsx";
import { CreatePostFab } from "./create-post-fab.tsx";

// The sponsored card and its request are a chunk of their own, fetched when the reader scrolls near the slot: the
// home route's first download and the feed's first paint do not wait for ads.
const SponsoredSlot = lazy(() => import("../../advertising/components/sponsored-slot.tsx"));

/** An empty stand-in until the reader nears the slot, then the sponsored card (which asks for its campaign). */
function NearSponsoredSlot({ slot }: { slot: number }) {
  const spot = useRef<HTMLLIElement>(null);
  const [near, setNear] = useState(false);
  useInView(spot, () => setNear(true), !near, { rootMargin: "0px 0px 400px 0px" });
  if (!near) return <li ref={spot} aria-hidden="true" className="mb-0! h-0" />;
  return (
    <Suspense fallback={null}>
      <SponsoredSlot slot={slot} />
    </Suspense>
  );
}

/** After every `feedEvery` posts, one sponsored slot (numbered from 1, so each asks for its campaign once). */
const sponsoredAfter = (index: number) =>
  (index + 1) % adFeedEvery === 0 ? <NearSponsoredSlot slot={(index + 1) / adFeedEvery} /> : null;

/** The feed: page 1 for the current filters, then the next page whenever the reader nears the bottom. */
export function FeedList({ filters }: { filters: FeedFilters }) {
  const feed = useFeed(filters);
  if (feed.isPending) {
    return (
      <div className="flex justify-center p-10 text-primary">
        <Spinner size={32} label={postCardTexts.loading} />
        <CreatePostFab />
      </div>
    );
  }
  // A failed next page keeps the pages already shown (and says so below them).
  // Core §8 only logs feed failures; a short notice with a retry beats an empty page. (error-message.ts stays out of
  // this first download: it pulls in zod through the contract's error schemas.)
  if (!feed.data) return <FeedError onRetry={() => feed.refetch()} />;
  // The default order ranks by recent engagement, so a post can move from page 1 to page 2 between two requests and
  // come back twice; `items` shows it once.
  const posts = feed.items;
  // A search that finds nothing says so across the card's width, where the floating button would sit on it; a reader
  // searching is not about to write, and the drawer still has Create New Post. The short "No posts yet." stays clear
  // of it, and there the button invites the first post.
  if (posts.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-700">
        {filters.search ? (
          feedTexts.noResult(filters.search)
        ) : (
          <>
            No posts yet.
            <CreatePostFab />
          </>
        )}
      </p>
    );
  }
  const first = feed.data.pages[0];
  return (
    <>
      <CreatePostFab />
      {/* How many a search found, read out by screen readers when it changes (role=status is polite). */}
      {filters.search && first && (
        <p role="status" className="mb-2 px-1 text-slate-600 text-sm">
          {feedTexts.resultCount(first.total, first.total_estimated)}
        </p>
      )}
      <PostList
        posts={posts}
        label="Posts"
        paging={feed}
        after={sponsoredAfter}
        nextPageError={feed.isFetchNextPageError && <FeedError onRetry={() => feed.fetchNextPage()} />}
      />
    </>
  );
}

function FeedError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert>
      {messages.errors.generic}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        Retry
      </button>
    </Alert>
  );
}
