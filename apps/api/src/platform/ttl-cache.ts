/** A small in-process cache whose entries expire; cleared whole when what it caches changes. */
export function createTtlCache<V>(ttlMs: number, maxEntries = 5_000) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = await load();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, expires: now + ttlMs });
      return value;
    },
    clear: () => entries.clear(),
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
