/**
 * A small in-process cache whose entries expire; cleared whole when what it caches changes.
 *
 * Concurrent misses on one key share one load (no stampede when a popular entry expires under load), and a load that
 * was already running when `clear()` was called is handed to its callers but not stored, so a write is never hidden by
 * an answer computed before it. With `serveStale`, an expired value is answered at once while one load refreshes it,
 * so no caller waits for a slow load (a count over the whole feed) once per TTL; `clear()` still drops values outright.
 */
export function createTtlCache<V>(
  ttlMs: number,
  maxEntries = 5_000,
  /** `maxBytes` with `sizeOf`: values vary in size (a page of posts), so their total is bounded too. */
  opts: { serveStale?: boolean; maxBytes?: number; sizeOf?: (value: V) => number } = {},
) {
  const entries = new Map<string, { value: V; expires: number; size: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  let bytes = 0;
  const dropAll = () => {
    entries.clear();
    bytes = 0;
  };

  function startLoad(key: string, load: () => Promise<V>): Promise<V> {
    const startedIn = generation;
    const pending: Promise<V> = Promise.resolve()
      .then(load)
      .then((value) => {
        if (startedIn === generation) {
          const size = opts.sizeOf?.(value) ?? 0;
          if (entries.size >= maxEntries || bytes + size > (opts.maxBytes ?? Number.POSITIVE_INFINITY)) dropAll();
          bytes += size - (entries.get(key)?.size ?? 0);
          entries.set(key, { value, expires: Date.now() + ttlMs, size });
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
    loading.set(key, pending);
    return pending;
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value);
      const running = loading.get(key);
      if (hit && opts.serveStale) {
        // A failed refresh keeps the stale value; the next call past the TTL tries again.
        if (!running) startLoad(key, load).catch(() => {});
        return Promise.resolve(hit.value);
      }
      return running ?? startLoad(key, load);
    },
    clear() {
      generation++;
      dropAll();
      loading.clear();
    },
    /**
     * Drops the entries whose value `stale` says a write changed. A load running meanwhile may have read before the
     * write: like after `clear()`, it is handed to its callers but not stored.
     */
    forget(stale: (value: V) => boolean) {
      generation++;
      loading.clear();
      for (const [key, entry] of entries) {
        if (!stale(entry.value)) continue;
        bytes -= entry.size;
        entries.delete(key);
      }
    },
    /** What it holds now, for tests. */
    size: () => ({ entries: entries.size, bytes }),
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
