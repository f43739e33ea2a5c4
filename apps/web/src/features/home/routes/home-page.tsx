import { productName } from "@forum/contract/texts";
import { lazy, Suspense } from "react";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { FeedControls } from "../components/feed-controls.tsx";
import { FeedList } from "../components/feed-list.tsx";
import { useFeedFilters } from "../use-feed-filters.ts";

// The sidebar (tags, poll, leaderboard...) is its own chunk: the first download stays within its budget.
const HomeSidebar = lazy(() => import("../../sidebar/components/home-sidebar.tsx"));

/** Core §2 home: search banner, feed controls and the infinite feed. What every first visit downloads: keep it lean. */
export default function HomePage() {
  useDocumentTitle();
  const { filters, update } = useFeedFilters();
  return (
    // Wide screens: the sidebar spans the banner, controls and feed rows on the right. It comes before the feed in the
    // page's order, which is where small screens show it, and so keyboards reach it before the endless feed.
    <div className="mx-auto grid max-w-6xl grid-cols-1 px-3 pt-4 pb-24 sm:px-4 sm:pt-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-6 lg:pb-6">
      <section
        aria-labelledby="home-banner"
        className="min-w-0 rounded-2xl bg-gradient-to-r from-primary to-blue-600 px-5 py-6 text-white sm:px-8 sm:py-8"
      >
        <h1 id="home-banner" className="text-xl font-bold sm:text-2xl">
          {productName}
        </h1>
        <p className="mt-1 text-blue-50">
          Connect and collaborate with students worldwide: ask questions, find answers and learn from others.
        </p>
      </section>
      <aside aria-label="Forum highlights" className="mt-4 min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:mt-0">
        <Suspense fallback={<div className="min-h-32" />}>
          <HomeSidebar />
        </Suspense>
      </aside>
      <div className="mt-4 min-w-0 lg:col-start-1">
        <FeedControls filters={filters} onChange={update} />
      </div>
      <div className="mt-4 min-w-0 lg:col-start-1">
        <FeedList filters={filters} />
      </div>
    </div>
  );
}
