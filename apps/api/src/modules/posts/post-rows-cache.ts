/**
 * Post rows by id, kept for a few seconds. A post's row (content, author, categories, tags, counters) is the same for
 * every viewer; only which posts a viewer may list, and their own like/bookmark state, differ, and those are read
 * afresh. So a signed-in student's feed page reads its ids and their state, and takes the rows from here.
 * Writes clear it all (`clear`); a like or dislike forgets that one post (`forget`), on every instance (the cache
 * bus).
 */
export function createPostRowsCache<Row>(ttlMs: number, maxEntries = 10_000) {
  const rows = new Map<number, { row: Row; expires: number }>();
  return {
    /** The rows of `ids`, in that order, loading the ones missing or expired in one call. */
    async get(ids: number[], load: (missing: number[]) => Promise<Array<{ id: number; row: Row }>>): Promise<Row[]> {
      const now = Date.now();
      const missing = ids.filter((id) => !((rows.get(id)?.expires ?? 0) > now));
      if (missing.length) {
        const loaded = await load(missing);
        if (rows.size + loaded.length > maxEntries) rows.clear();
        for (const { id, row } of loaded) rows.set(id, { row, expires: now + ttlMs });
      }
      return ids.flatMap((id) => {
        const hit = rows.get(id);
        return hit ? [hit.row] : [];
      });
    },
    forget: (id: number) => rows.delete(id),
    clear: () => rows.clear(),
  };
}
