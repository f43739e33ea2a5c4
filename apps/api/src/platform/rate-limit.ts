import { messages, rateLimits } from "@forum/contract";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { tooManyRequests } from "./errors.ts";

/** Counts hits of a key in a fixed window. */
export type CounterStore = { hit: (key: string, windowMs: number) => Promise<{ count: number; resetInMs: number }> };

export function createMemoryCounter(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetInMs: w.resetAt - now };
    },
  };
}

/** Shared by every instance: the window starts with the first hit (SET NX PX), INCR counts. */
export function createRedisCounter(redis: Redis, prefix = "forum:rl:"): CounterStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const res = await redis.multi().set(k, 0, "PX", windowMs, "NX").incr(k).pttl(k).exec();
      const count = Number(res?.[1]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
  };
}

type Limit = { name: string; max: number; windowMs: number; key: (req: FastifyRequest) => string | null };

/** A preHandler enforcing every limit given; past one, 429 with Retry-After (seconds). */
export function limitBy(store: CounterStore, group: string, limits: Limit[]): preHandlerAsyncHookHandler {
  return async (request) => {
    for (const limit of limits) {
      const key = limit.key(request);
      if (!key) continue;
      const { count, resetInMs } = await store.hit(`${group}:${limit.name}:${key}`, limit.windowMs);
      if (count > limit.max) throw tooManyRequests(messages.errors.tooManyRequests, resetInMs / 1000);
    }
  };
}

export const byIp = (max: number, windowMs = 60_000): Limit => ({ name: "ip", max, windowMs, key: (r) => r.ip });

/** The account a login/code request is about: its e-mail (login names it `username`). */
export const byAccount = (max: number, windowMs = 60_000): Limit => ({
  name: "account",
  max,
  windowMs,
  key: (request) => {
    const body = (request.body ?? {}) as { email?: unknown; username?: unknown };
    const email = typeof body.email === "string" ? body.email : typeof body.username === "string" ? body.username : "";
    return email.trim().toLowerCase() || null;
  },
});

/**
 * API.md abuse limits for login, resend and both code checks: 10 tries a minute per account and 100 a minute
 * per IP (a campus shares one address). Runs after the body is parsed.
 */
export const authAttemptLimits = (store: CounterStore, group: string) =>
  limitBy(store, group, [byIp(rateLimits.authPerIpPerMinute), byAccount(rateLimits.authPerAccountPerMinute)]);
