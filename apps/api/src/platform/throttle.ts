import type { Redis } from "ioredis";

/** A token bucket: `burst` actions at once, then one more every `everyMs`. */
export type BucketRule = { burst: number; everyMs: number };

/** Takes one token of a key's bucket: allowed, or how long until the next token. `refund` gives it back. */
export type BucketStore = {
  take: (
    key: string,
    rule: BucketRule,
  ) => Promise<{ ok: true; refund: () => Promise<void> } | { ok: false; waitMs: number }>;
};

type Bucket = { tokens: number; at: number };

export function createMemoryBuckets(now: () => number = Date.now): BucketStore {
  const buckets = new Map<string, Bucket>();
  const refill = (b: Bucket, rule: BucketRule, t: number) => {
    b.tokens = Math.min(rule.burst, b.tokens + (t - b.at) / rule.everyMs);
    b.at = t;
  };
  return {
    async take(key, rule) {
      const t = now();
      // A full bucket is the same as none: forget those now and then, so the map only holds recent writers.
      if (buckets.size > 50_000) {
        for (const [k, b] of buckets) if (t - b.at > rule.burst * rule.everyMs) buckets.delete(k);
      }
      const b = buckets.get(key) ?? { tokens: rule.burst, at: t };
      buckets.set(key, b);
      refill(b, rule, t);
      if (b.tokens < 1) return { ok: false, waitMs: Math.ceil((1 - b.tokens) * rule.everyMs) };
      b.tokens -= 1;
      return {
        ok: true,
        refund: async () => {
          refill(b, rule, now());
          b.tokens = Math.min(rule.burst, b.tokens + 1);
        },
      };
    },
  };
}

// One round trip, atomic across instances, on Redis's clock (instances' clocks may differ).
const takeScript = `
local burst, every, give = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = math.min(burst, (tonumber(b[1]) or burst) + (now - (tonumber(b[2]) or now)) / every)
local wait = 0
if give > 0 then tokens = math.min(burst, tokens + give)
elseif tokens >= 1 then tokens = tokens - 1
else wait = math.ceil((1 - tokens) * every) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * every))
return wait`;

/**
 * Buckets every instance shares, in Redis. While Redis cannot be reached, each instance keeps counting on its own
 * (in memory): a Redis outage must neither stop students writing nor let a spammer through unpaced.
 */
export function createRedisBuckets(
  redis: Redis,
  opts: { prefix?: string; onOutage?: (err: unknown) => void } = {},
): BucketStore {
  const prefix = opts.prefix ?? "forum:tb:";
  const local = createMemoryBuckets();
  let warnedAt = 0;
  const run = async (key: string, rule: BucketRule, give: number) =>
    Number(await redis.eval(takeScript, 1, prefix + key, rule.burst, rule.everyMs, give));
  return {
    async take(key, rule) {
      let waitMs: number;
      try {
        waitMs = await run(key, rule, 0);
      } catch (err) {
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          opts.onOutage?.(err);
        }
        return local.take(key, rule);
      }
      if (waitMs > 0) return { ok: false, waitMs };
      return { ok: true, refund: async () => void (await run(key, rule, 1).catch(() => 0)) };
    },
  };
}
