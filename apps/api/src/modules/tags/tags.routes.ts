import { featuredTagsResponse } from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CacheBus } from "../../platform/cache-bus.ts";
import { createTtlCache } from "../../platform/ttl-cache.ts";
import type { TagsRepository } from "./tags.repository.ts";

/**
 * Forum base: the home page's featured tags (core §2). Every visitor asks on every home visit and the answer is the
 * same for all of them, so it is kept for a few seconds (post writes on any instance clear it).
 */
export const tagsRoutes: FastifyPluginAsyncZod<{
  repo: TagsRepository;
  cacheMs?: number;
  /** Post writes clear the cache, so a new post's tags show at once on every instance. */
  caches?: Pick<CacheBus, "on">;
}> = async (app, opts) => {
  const cache = createTtlCache<string[]>(opts.cacheMs ?? 5_000, 1);
  opts.caches?.on("posts-changed", () => cache.clear());
  app.get("/tags/latest", { schema: { tags: ["posts"], response: { 200: featuredTagsResponse } } }, async () => ({
    data: await cache.get("featured", () => opts.repo.featured()),
  }));
};
