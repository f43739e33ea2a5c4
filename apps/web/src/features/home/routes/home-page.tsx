import { productName } from "@forum/contract";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { FeedControls } from "../components/feed-controls.tsx";
import { FeedList } from "../components/feed-list.tsx";
import { useFeedFilters } from "../use-feed-filters.ts";

/** Core §2 home: search banner, feed controls and the infinite feed. What every first visit downloads: keep it lean. */
export function HomePage() {
  useDocumentTitle();
  const { filters, update } = useFeedFilters();
  return (
    <div className="mx-auto max-w-3xl px-3 pt-4 pb-24 sm:px-4 sm:pt-6 lg:pb-6">
      <section
        aria-labelledby="home-banner"
        className="rounded-2xl bg-gradient-to-r from-primary to-blue-600 px-5 py-6 text-white sm:px-8 sm:py-8"
      >
        <h1 id="home-banner" className="text-xl font-bold sm:text-2xl">
          {productName}
        </h1>
        <p className="mt-1 text-blue-50">
          Connect and collaborate with students worldwide: ask questions, find answers and learn from others.
        </p>
      </section>
      <div className="mt-4">
        <FeedControls filters={filters} onChange={update} />
      </div>
      <div className="mt-4">
        <FeedList filters={filters} />
      </div>
      <Link
        to="/post/new"
        aria-label="Create New Post"
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-dark lg:hidden"
      >
        <Plus size={28} aria-hidden="true" />
      </Link>
    </div>
  );
}
