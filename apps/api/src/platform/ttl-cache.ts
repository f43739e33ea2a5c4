/**
 * A small in-process cache whose entries expire; cleared whole when what it caches changes.
 *
 * Concurrent misses on one key share one load (no stampede when a popular entry expires under load), and a load that
 * was already running when `clear()` was called is handed to its callers but not stored, so a write is never hidden by
 * an answer computed before it.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 5_000) {
  const entries = new Map<string, { value: V; expires: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value);
      const running = loading.get(key);
      if (running) return running;
      const startedIn = generation;
      const pending: Promise<V> = Promise.resolve()
        .then(load)
        .then((value) => {
          if (startedIn === generation) {
            if (entries.size >= maxEntries) entries.clear();
            entries.set(key, { value, expires: Date.now() + ttlMs });
          }
          return value;
        })
        .finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
      loading.set(key, pending);
      return pending;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
