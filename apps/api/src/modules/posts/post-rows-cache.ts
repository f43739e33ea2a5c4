/**
 * Post rows by id, kept for a few seconds. A post's row (content, author, categories, tags, counters) is the same for
 * every viewer; only which posts a viewer may list, and their own like/bookmark state, differ, and those are read
 * afresh. So a signed-in student's feed page reads its ids and their state, and takes the rows from here.
 * Writes clear it all (`clear`); a like or dislike forgets that one post (`forget`), on every instance (the cache
 * bus). A load that was running when either came may have read before the write: like platform/ttl-cache.ts, its rows
 * are answered to its caller but not kept, so an edit is never hidden behind a row read just before it.
 */
/** The rows of `ids` in order; an id without a row (the post no longer exists) is left out. */
const pick = <Row>(ids: number[], found: Map<number, Row>) =>
  ids.flatMap((id) => {
    const row = found.get(id);
    return row === undefined ? [] : [row];
  });

export function createPostRowsCache<Row>(
  ttlMs: number,
  /** Bounds on what it holds: rows, and their size (a row's content may be 64 KB: 10,000 of them would be 650 MB). */
  bounds: { maxEntries?: number; maxBytes?: number; sizeOf?: (row: Row) => number } = {},
) {
  const { maxEntries = 10_000, maxBytes = 32 * 1024 * 1024, sizeOf = () => 0 } = bounds;
  const rows = new Map<number, { row: Row; expires: number; size: number }>();
  let bytes = 0;
  /** Bumped by clear and forget: a load started under an older one keeps nothing. */
  let generation = 0;
  const drop = (id: number) => {
    bytes -= rows.get(id)?.size ?? 0;
    rows.delete(id);
  };
  const clear = () => {
    generation++;
    rows.clear();
    bytes = 0;
  };
  return {
    /** The rows of `ids`, in that order, loading the ones missing or expired in one call. */
    async get(ids: number[], load: (missing: number[]) => Promise<Array<{ id: number; row: Row }>>): Promise<Row[]> {
      const now = Date.now();
      // What it holds now is taken before the load: a clear meanwhile must not drop those rows from this answer.
      const found = new Map<number, Row>();
      const missing: number[] = [];
      for (const id of ids) {
        const hit = rows.get(id);
        if (hit && hit.expires > now) found.set(id, hit.row);
        else missing.push(id);
      }
      if (missing.length) {
        const startedIn = generation;
        const loaded = await load(missing).then((list) => list.map((l) => ({ ...l, size: sizeOf(l.row) })));
        for (const { id, row } of loaded) found.set(id, row);
        if (startedIn !== generation) return pick(ids, found);
        const adding = loaded.reduce((sum, l) => sum + l.size, 0);
        if (rows.size + loaded.length > maxEntries || bytes + adding > maxBytes) clear();
        for (const { id, row, size } of loaded) {
          drop(id);
          rows.set(id, { row, expires: now + ttlMs, size });
          bytes += size;
        }
      }
      return pick(ids, found);
    },
    forget: (id: number) => {
      generation++;
      drop(id);
    },
    clear,
    /** What it holds now, for tests. */
    size: () => ({ entries: rows.size, bytes }),
  };
}
