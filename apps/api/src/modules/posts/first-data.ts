import { postsApi } from "@forum/contract";
import type { CacheBus } from "../../platform/cache-bus.ts";
import { AppError } from "../../platform/errors.ts";
import { type Asker, type DataFor, type FirstPage, firstDataScript } from "../../platform/first-data.ts";
import { pageOf } from "../../platform/page.ts";
import { createTtlCache } from "../../platform/ttl-cache.ts";
import type { GuestPostPages } from "./guest-post-pages.ts";
import { GUEST_PAGE_TTL_MS } from "./posts.cache.ts";
import type { PostsReadService } from "./posts.read.service.ts";

/** Origins whose home page is kept at once (localhost, 127.0.0.1, a LAN name...); past it they are all dropped. */
const FEED_ORIGINS_KEPT = 8;
const postPath = /^\/forum\/post\/([0-9a-f-]{36})\/?$/i;
/** The home page's filters (apps/web use-feed-filters.ts): with any of them the page asks for another list. */
const feedFilters = ["search", "tag", "recent", "category_ids"];
/** The query of the web's first feed call (features/posts/api.ts `useFeed` with no filter on). */
const firstFeedQuery = postsApi.list.schemas.query.parse({ parents_only: "1", page: "1" });

/**
 * The data of the feed's and a post's first paint, as a guest's API calls would answer them (the same services,
 * passed through the same response schemas), for index.html (platform/web-app.ts). The web app reads it in
 * apps/web/src/app/first-data.ts.
 */
export function createPostsFirstData(
  read: PostsReadService,
  guestPages: Pick<GuestPostPages, "firstPage">,
  caches: CacheBus,
): DataFor {
  // Every guest's home page on one origin carries the same page: its script is made once for as long as the feed API
  // reuses a guest's page, and goes with it when a write changes the lists. Its links are on the request's origin
  // (request-origin.ts), so it is kept per origin: one Host's page, a forged one's included, is never another's.
  const feedPage = createTtlCache<FirstPage | null>(GUEST_PAGE_TTL_MS, FEED_ORIGINS_KEPT);
  caches.on("posts-changed", () => feedPage.clear());

  const feed = async (origin: string): Promise<FirstPage | null> => {
    const call = { endpoint: postsApi.list, query: firstFeedQuery, request: { origin } };
    const answer = postsApi.list.schemas.response.parse(pageOf(call, await read.list(firstFeedQuery, null)));
    const script = firstDataScript({ at: Date.now(), feed: answer });
    return script ? { head: "", script } : null;
  };

  // The guests' shared post page (guest-post-pages.ts), as the web asks for it. Counts the guest's view as the API
  // call it replaces would have; a link preview's robot is no reader.
  const post = (id: string, { ip, saveData, reader }: Asker): Promise<FirstPage | null> =>
    guestPages.firstPage(id, ip, reader, saveData).catch((error: unknown) => {
      if (error instanceof AppError && error.status < 500) return null; // not theirs to see: the app says so itself
      throw error;
    });

  return async (url, asker) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/forum/") {
      return feedFilters.some((name) => searchParams.has(name))
        ? null
        : feedPage.get(asker.origin, () => feed(asker.origin));
    }
    const id = postPath.exec(pathname)?.[1];
    return id ? post(id, asker) : null;
  };
}
