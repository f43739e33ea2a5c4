import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "../env.ts";
import { type BucketStore, createMemoryBuckets, createRedisBuckets } from "./throttle.ts";

const rule = { burst: 3, everyMs: 1_000 };

async function takeN(store: BucketStore, key: string, n: number) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await store.take(key, rule));
  return results;
}

describe("token buckets in memory", () => {
  it("allows the burst, then one per interval, and says how long to wait", async () => {
    let now = 0;
    const store = createMemoryBuckets(() => now);
    expect((await takeN(store, "a", 3)).every((r) => r.ok)).toBe(true);
    expect(await store.take("a", rule)).toEqual({ ok: false, waitMs: 1_000 });
    now = 400;
    expect(await store.take("a", rule)).toEqual({ ok: false, waitMs: 600 });
    now = 1_000;
    expect((await store.take("a", rule)).ok).toBe(true);
    expect((await store.take("a", rule)).ok).toBe(false);
    expect((await store.take("b", rule)).ok).toBe(true);
  });

  it("gives a refunded token back, never past the burst", async () => {
    const now = 0;
    const store = createMemoryBuckets(() => now);
    const [first] = await takeN(store, "a", 3);
    if (!first?.ok) throw new Error("first take refused");
    await first.refund();
    expect((await store.take("a", rule)).ok).toBe(true);
    expect((await store.take("a", rule)).ok).toBe(false);
  });
});

describe("token buckets in Redis while Redis is out of reach", () => {
  it("keep pacing on this instance alone, and say so once", async () => {
    const down = new Redis({ port: 1, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const outages: unknown[] = [];
    const store = createRedisBuckets(down, { onOutage: (err) => outages.push(err) });
    const results = await takeN(store, "k", 4);
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(outages).toHaveLength(1);
    down.disconnect();
  });
});

describe.runIf(testEnv().redisUrl)("token buckets in Redis, shared by instances", () => {
  const redis = new Redis(testEnv().redisUrl!);
  const prefix = `forum:test:tb:${Math.random().toString(36).slice(2)}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("counts takes from two stores together and refunds atomically", async () => {
    const one = createRedisBuckets(redis, { prefix });
    const two = createRedisBuckets(redis, { prefix });
    const results = await Promise.all([...Array(6)].map((_, i) => (i % 2 ? one : two).take("k", rule)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    const refused = results.find((r) => !r.ok);
    expect(refused && !refused.ok && refused.waitMs).toBeGreaterThan(0);
    const ok = results.find((r) => r.ok);
    if (!ok?.ok) throw new Error("no take allowed");
    await ok.refund();
    expect((await one.take("k", rule)).ok).toBe(true);
    expect((await two.take("k", rule)).ok).toBe(false);
    expect(await redis.pttl(`${prefix}k`)).toBeLessThanOrEqual(3_000);
  });
});
