import crypto from "node:crypto";

type Compress = (body: Buffer) => Promise<Buffer>;

/**
 * Compressed answers kept by their content, least recently used out first. Guests ask for the same bytes again and
 * again (the feed's first page and the home page's HTML are cached for seconds and shared by every guest): hashing
 * 25 KB costs tens of µs, compressing it about a millisecond. Concurrent askers of the same bytes share one
 * compression. Bounded in bytes; entries over `maxEntryBytes` are compressed but not kept.
 */
export function createCompressedBytes({ maxBytes = 8 * 1024 * 1024, maxEntryBytes = 256 * 1024 } = {}) {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  function forget(key: string) {
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    entries.delete(key);
  }

  return {
    get(encoding: string, body: Buffer, compress: Compress): Promise<Buffer> {
      if (body.length > maxEntryBytes) return compress(body);
      const key = `${encoding}:${crypto.hash("sha256", body, "base64")}`;
      const known = entries.get(key);
      if (known) {
        // Map order is the eviction order: a hit moves to the back.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const made = compress(body).then(
        (compressed) => {
          if (entries.get(key) !== made) return compressed;
          sizes.set(key, compressed.length);
          bytes += compressed.length;
          for (const oldest of entries.keys()) {
            if (bytes <= maxBytes) break;
            // One still being compressed has no size yet, and its askers are waiting for it: leave it.
            if (sizes.has(oldest)) forget(oldest);
          }
          return compressed;
        },
        (error: unknown) => {
          forget(key);
          throw error;
        },
      );
      entries.set(key, made);
      return made;
    },
    /** How many answers and bytes are kept (tests, the bench). */
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
