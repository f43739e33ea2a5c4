import { createTtlCache } from "../../platform/ttl-cache.ts";
import type { TagsRepository } from "./tags.repository.ts";

/** How long the featured tags are reused: post writes on any instance clear them sooner (tags.module.ts). */
const FEATURED_TTL_MS = 5_000;

/**
 * The home page's featured tags (core §2). Every visitor asks on every home visit and the answer is the same for all
 * of them, so it is kept for a few seconds.
 */
export function createTagsService({ repo, cacheMs = FEATURED_TTL_MS }: { repo: TagsRepository; cacheMs?: number }) {
  const cache = createTtlCache<string[]>(cacheMs, 1);
  return {
    latest: async () => ({ data: await cache.get("featured", () => repo.featured()) }),
    /** Post writes clear it, so a new post's tags show at once on every instance. */
    clear: () => cache.clear(),
  };
}
export type TagsService = ReturnType<typeof createTagsService>;
