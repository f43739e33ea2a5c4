import { describe, expect, it } from "vitest";
import { forgetRecordings } from "./offline-cache.ts";
import { offlineCaches } from "./offline-caches.ts";

/** The few CacheStorage calls forgetRecordings makes, over a map of cache name to kept URLs. */
function fakeCaches(kept: Record<string, string[]>) {
  const cacheOf = (name: string) => ({
    keys: async () => (kept[name] ?? []).map((url) => new Request(url)),
    delete: async (request: Request) => {
      kept[name] = (kept[name] ?? []).filter((url) => url !== request.url);
      return true;
    },
  });
  return { has: async (name: string) => name in kept, open: async (name: string) => cacheOf(name) } as never;
}

describe("forgetRecordings", () => {
  it("drops recordings kept from /forum/uploads/ before issue 23.7, and keeps pictures and other caches", async () => {
    const origin = "http://127.0.0.1:3000";
    const kept = {
      [offlineCaches.uploads]: [
        `${origin}/forum/uploads/${"a".repeat(32)}.wav`,
        `${origin}/forum/uploads/${"b".repeat(32)}.webm`,
        `${origin}/forum/uploads/${"c".repeat(32)}.m4a`,
        `${origin}/forum/uploads/${"d".repeat(32)}-640x480.webp`,
      ],
      [offlineCaches.pages]: [`${origin}/forum/`],
    };
    await forgetRecordings(fakeCaches(kept));
    expect(kept[offlineCaches.uploads]).toEqual([`${origin}/forum/uploads/${"d".repeat(32)}-640x480.webp`]);
    expect(kept[offlineCaches.pages]).toEqual([`${origin}/forum/`]);
  });

  it("opens no cache when there is none (a first visit)", async () => {
    const kept: Record<string, string[]> = {};
    await forgetRecordings(fakeCaches(kept));
    expect(kept).toEqual({});
  });
});
