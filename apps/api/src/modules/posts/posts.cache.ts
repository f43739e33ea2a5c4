import { createTtlCache } from "../../platform/ttl-cache.ts";
import { createPostRowsCache } from "./post-rows-cache.ts";
import type { PostFilter, Viewer } from "./posts.filters.ts";
import type { PostRow, PostsRepository } from "./posts.repository.ts";
import type { SearchTotal } from "./search.repository.ts";

/** How long a list's total and a guest's page are reused before they are read again (writes clear both at once). */
const TOTALS_TTL_MS = 10_000;
export const GUEST_PAGE_TTL_MS = 3_000;

/** What the post caches may hold, each: content dominates a row's size (a JS string is 2 bytes a character). */
const CACHE_BYTES = 32 * 1024 * 1024;
const rowSize = (row: PostRow) => 2 * (row.post.content.length + row.post.contentText.length) + 1_024;

/** A page of a list with its total (a search's may be an estimate, search.repository.ts). */
export type ListPage = { rows: PostRow[] } & SearchTotal;

/**
 * This instance's caches of the lists of posts: rows by id, list totals and guests' pages. posts.module.ts clears
 * them when the cache bus says a write made them stale, here or on another instance.
 */
export function createPostsCache(repo: PostsRepository) {
  // Totals are approximate between writes anyway: an expired one is answered while one count refreshes it.
  const totals = createTtlCache<number>(TOTALS_TTL_MS, 5_000, { serveStale: true });
  // Both hold posts' content, up to 64 KB a row: bounded by size as well as by count, so pages of long posts asked
  // for in many ways cannot pile up (a page's rows are the cached rows' objects until the row cache empties).
  const pageSize = (page: ListPage) => page.rows.reduce((sum, row) => sum + rowSize(row), 0);
  const guestPages = createTtlCache<ListPage>(GUEST_PAGE_TTL_MS, 1_000, { maxBytes: CACHE_BYTES, sizeOf: pageSize });
  // Searches are kept apart, and smaller: their terms are anyone's to vary, and a full cache empties itself, so a
  // stream of distinct searches must not empty the feed's pages (nor its totals) every few seconds.
  // A total keeps up to SEARCH_COUNTED ids in page order (a small search's matches, a large one's ranked candidates),
  // so its pages are slices: 8 MB at most.
  const searchTotals = createTtlCache<SearchTotal>(TOTALS_TTL_MS, 1_000, { serveStale: true });
  const guestSearches = createTtlCache<ListPage>(GUEST_PAGE_TTL_MS, 500, {
    maxBytes: CACHE_BYTES / 4,
    sizeOf: pageSize,
  });
  const rowCache = createPostRowsCache<PostRow>(GUEST_PAGE_TTL_MS, { maxBytes: CACHE_BYTES, sizeOf: rowSize });

  const rowsOf = async (ids: number[]) =>
    ids.length === 0
      ? []
      : rowCache.get(ids, async (missing) => (await repo.rowsByIds(missing)).map((row) => ({ id: row.post.id, row })));

  /** The page's ids, then their rows (from the row cache, the missing ones read at once), with the list's total. */
  async function listPage(f: PostFilter, viewer: Viewer, page: number, perPage: number): Promise<ListPage> {
    // Counting every matching row costs more than the page itself, so totals are cached briefly (see clear).
    const totalKey = JSON.stringify([f, viewer?.id ?? 0, viewer?.isAdmin ?? false]);
    const pageRows = async () => rowsOf(await repo.pageIds(f, viewer, page, perPage));
    const [rows, total] = await Promise.all([pageRows(), totals.get(totalKey, () => repo.count(f, viewer))]);
    return { rows, total };
  }

  /** A search's total first: how many it found decides how its page is read (search.repository.ts). */
  async function searchPage(f: PostFilter & { search: string }, viewer: Viewer, page: number, perPage: number) {
    const key = JSON.stringify([f, viewer?.id ?? 0, viewer?.isAdmin ?? false]);
    const total = await searchTotals.get(key, () => repo.searchTotal(f, viewer));
    const { ordered, ...counted } = total;
    const ids = await repo.searchPageIds(f, viewer, page, perPage, total);
    return { rows: await rowsOf(ids), ...counted };
  }

  return {
    /** Which posts a list holds changed (the cache bus's `posts-changed`, from any instance). */
    clear: () => {
      totals.clear();
      guestPages.clear();
      searchTotals.clear();
      guestSearches.clear();
      rowCache.clear();
    },

    /** A post's counters changed (a like or dislike; `post-changed`): its cached row goes. */
    forget: (id: number) => rowCache.forget(id),

    /**
     * A page of a list. Guests all see the same pages, and most readers are guests, so a guest's page (a search's too:
     * a popular one is asked for by many at once) is shared for a few seconds; writes clear it. Counters on a shared
     * page may lag by those seconds.
     */
    listPage(f: PostFilter, viewer: Viewer, page: number, perPage: number): Promise<ListPage> {
      const { search } = f;
      if (search) {
        const load = () => searchPage({ ...f, search }, viewer, page, perPage);
        return viewer ? load() : guestSearches.get(JSON.stringify([f, page, perPage]), load);
      }
      if (viewer || f.drafts) return listPage(f, viewer, page, perPage);
      return guestPages.get(JSON.stringify([f, page, perPage]), () => listPage(f, viewer, page, perPage));
    },
  };
}
export type PostsCache = ReturnType<typeof createPostsCache>;
