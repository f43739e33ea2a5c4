import { createTtlCache } from "../../platform/ttl-cache.ts";
import { createPostRowsCache } from "./post-rows-cache.ts";
import type { PostFilter, Viewer } from "./posts.filters.ts";
import type { PostRow, PostsRepository } from "./posts.repository.ts";

/** How long a list's total and a guest's page are reused before they are read again (writes clear both at once). */
const TOTALS_TTL_MS = 10_000;
export const GUEST_PAGE_TTL_MS = 3_000;

/** What the post caches may hold, each: content dominates a row's size (a JS string is 2 bytes a character). */
const CACHE_BYTES = 32 * 1024 * 1024;
const rowSize = (row: PostRow) => 2 * (row.post.content.length + row.post.contentText.length) + 1_024;

/**
 * This instance's caches of the lists of posts: rows by id, list totals and guests' pages. posts.module.ts clears
 * them when the cache bus says a write made them stale, here or on another instance.
 */
export function createPostsCache(repo: PostsRepository) {
  // Totals are approximate between writes anyway: an expired one is answered while one count refreshes it.
  const totals = createTtlCache<number>(TOTALS_TTL_MS, 5_000, { serveStale: true });
  // Both hold posts' content, up to 64 KB a row: bounded by size as well as by count, so pages of long posts asked
  // for in many ways cannot pile up (a page's rows are the cached rows' objects until the row cache empties).
  const guestPages = createTtlCache<{ rows: PostRow[]; total: number }>(GUEST_PAGE_TTL_MS, 1_000, {
    maxBytes: CACHE_BYTES,
    sizeOf: (page) => page.rows.reduce((sum, row) => sum + rowSize(row), 0),
  });
  const rowCache = createPostRowsCache<PostRow>(GUEST_PAGE_TTL_MS, { maxBytes: CACHE_BYTES, sizeOf: rowSize });

  /** The page's ids, then their rows (from the row cache, the missing ones read at once), with the list's total. */
  async function listPage(f: PostFilter, viewer: Viewer, page: number, perPage: number) {
    // Counting every matching row costs more than the page itself, so totals are cached briefly (see clear).
    const totalKey = JSON.stringify([f, viewer?.id ?? 0, viewer?.isAdmin ?? false]);
    const pageRows = async () => {
      const ids = await repo.pageIds(f, viewer, page, perPage);
      if (ids.length === 0) return [];
      return rowCache.get(ids, async (missing) =>
        (await repo.rowsByIds(missing)).map((row) => ({ id: row.post.id, row })),
      );
    };
    const [rows, total] = await Promise.all([pageRows(), totals.get(totalKey, () => repo.count(f, viewer))]);
    return { rows, total };
  }

  return {
    /** Which posts a list holds changed (the cache bus's `posts-changed`, from any instance). */
    clear: () => {
      totals.clear();
      guestPages.clear();
      rowCache.clear();
    },

    /** A post's counters changed (a like or dislike; `post-changed`): its cached row goes. */
    forget: (id: number) => rowCache.forget(id),

    /**
     * A page of a list. Guests all see the same pages, and most readers are guests, so a guest's page (search aside:
     * its terms rarely repeat) is shared for a few seconds; writes clear it. Counters on a shared page may lag by
     * those seconds.
     */
    listPage(f: PostFilter, viewer: Viewer, page: number, perPage: number) {
      if (viewer || f.search || f.drafts) return listPage(f, viewer, page, perPage);
      return guestPages.get(JSON.stringify([f, page, perPage]), () => listPage(f, viewer, page, perPage));
    },
  };
}
export type PostsCache = ReturnType<typeof createPostsCache>;
