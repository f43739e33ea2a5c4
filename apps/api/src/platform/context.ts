import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import type { AppDeps } from "./app-deps.ts";
import { type AuthState, authenticateToken, registerAuthGuard } from "./auth-guard.ts";
import { type BackgroundTasks, createBackgroundTasks } from "./background.ts";
import { type CacheBus, createCacheBus } from "./cache-bus.ts";
import { createEvents, type Events } from "./events.ts";
import { createJobs, type Jobs } from "./jobs.ts";
import type { Mailer } from "./mailer.ts";
import { type PublicUrls, publicUrlsOf } from "./public-user.ts";
import { type CounterStore, createMemoryCounter, createRedisCounter } from "./rate-limit.ts";
import { type Realtime, registerRealtime } from "./realtime.ts";
import { createDiskStorage, type Storage } from "./storage.ts";
import { createMemoryBuckets, createRedisBuckets } from "./throttle.ts";
import { createTokenService, type TokenService } from "./tokens.ts";
import { createWorkers, type Workers } from "./workers/workers.ts";
import { createWriteThrottle, registerWriteThrottle, type WriteThrottle } from "./write-throttle.ts";

/** What every module is given: the database and the platform's services, as one object. */
export type AppContext = {
  db: Db;
  deps: AppDeps;
  log: FastifyInstance["log"];
  mailer: Mailer;
  urls: PublicUrls;
  storage: Storage;
  workers: Workers;
  tokens: TokenService;
  /** Per-account and per-IP counters (auth abuse limits). */
  limits: CounterStore;
  throttle: WriteThrottle;
  realtime: Realtime;
  /** What happened in one feature that others act on (in process). */
  events: Events;
  /** What a write makes stale in every instance's caches. */
  caches: CacheBus;
  background: BackgroundTasks;
  /** Durable jobs in the database (pg-boss), started when the app listens or when a write first sends one. */
  jobs: Jobs;
};

/**
 * The platform every module stands on, wired once: storage and the worker pool, tokens and the auth guard (every
 * request's token checked in onRequest), the write throttle, live push, domain events and the cache bus. The auth
 * guard needs an account's current state; the accounts module supplies how to read it.
 */
export function createContext(
  app: FastifyInstance,
  deps: AppDeps,
  loadAuthState: (userId: number) => Promise<AuthState | null>,
): AppContext {
  const storage = deps.storage ?? createDiskStorage(deps.uploadsDir ?? path.join(os.tmpdir(), "forum-uploads"));
  const redisPrefix = deps.redisPrefix ?? "forum:";
  const workers = createWorkers();
  // A serving app starts its thread at once (loading the sanitiser takes a few hundred ms); tests that only inject
  // start it when a task first needs it.
  app.addHook("onListen", async () => workers.warm());
  app.addHook("onClose", workers.close);

  const tokens = createTokenService(deps.jwtSecret);
  registerAuthGuard(app, { tokens, loadAuthState });
  const throttle = createWriteThrottle(
    deps.redis
      ? createRedisBuckets(deps.redis, {
          prefix: `${redisPrefix}tb:`,
          onOutage: (err) => app.log.warn({ err }, "Redis out of reach: write limits count per instance meanwhile"),
        })
      : createMemoryBuckets(),
    deps.writeRules,
  );
  registerWriteThrottle(app, throttle);
  // Live push on this same server and port; a socket's token passes the same check as a request's.
  const realtime = registerRealtime(app, {
    authenticate: async (token) => (await authenticateToken({ tokens, loadAuthState }, token)).claims,
    redis: deps.redis,
    channel: deps.realtimeChannel,
  });
  // Writes clear the per-instance caches of every instance through it.
  const caches = createCacheBus({ redis: deps.redis, channel: `${redisPrefix}caches`, log: app.log });
  app.addHook("onClose", async () => caches.close());
  const background = deps.background ?? createBackgroundTasks(app.log);
  app.addHook("onClose", () => background.idle());
  const jobs = createJobs(deps.db, app.log, { pollSeconds: deps.jobPollSeconds });
  // A serving instance runs its workers from the start: what fell due while it was down goes out at once.
  if (deps.jobsOnListen ?? true) {
    app.addHook("onListen", async () => {
      jobs.start().catch((err) => app.log.error({ err }, "job queue did not start; it starts on the next job sent"));
    });
  }
  app.addHook("onClose", () => jobs.stop());

  return {
    db: deps.db,
    deps,
    log: app.log,
    mailer: deps.mailer,
    urls: publicUrlsOf(deps.publicUrl, storage.publicUrl),
    storage,
    workers,
    tokens,
    limits: deps.redis ? createRedisCounter(deps.redis, `${redisPrefix}rl:`) : createMemoryCounter(),
    throttle,
    realtime,
    events: createEvents(app.log),
    caches,
    background,
    jobs,
  };
}
