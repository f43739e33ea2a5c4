import { z } from "zod";
import { type Bus, type BusOptions, createBus } from "./bus.ts";

/**
 * What a write makes stale in the per-instance caches, by name. Every instance clears its own when any instance
 * writes (Redis pub/sub with REDIS_URL), so a guest's feed on one instance shows a post written on another at once.
 */
export const cacheEvents = {
  /** Which posts a list holds changed (a post written, edited or deleted; a membership): totals, pages, rows, tags. */
  "posts-changed": z.object({}),
  /** One post's counters changed (a like or dislike): its cached row. */
  "post-changed": z.object({ id: z.number().int().positive() }),
  /** Which campaigns are running changed (one went live, completed or was rejected): the feed's placement list. */
  "ads-changed": z.object({}),
};
export type CacheBus = Bus<typeof cacheEvents>;

/** After a Redis outage, an instance cannot know what it missed: it drops every cache (they refill in one read). */
export const createCacheBus = (opts: Omit<BusOptions<typeof cacheEvents>, "resync">): CacheBus =>
  createBus(cacheEvents, { ...opts, resync: { name: "posts-changed", payload: {} } });
