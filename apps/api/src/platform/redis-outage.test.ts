import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { errorCodes, messages } from "@forum/contract";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "../env.ts";
import { eventually } from "../modules/notifications/notifications-test-kit.ts";
import { postsKit } from "../modules/posts/posts-test-kit.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { freePort } from "../test/throwaway-postgres.ts";

const hasRedisServer = (() => {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const startRedis = (port: number) =>
  spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });

let redisServer: ChildProcess | undefined;
let redis: Redis | undefined;
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  redis?.disconnect();
  redisServer?.kill("SIGKILL");
});

// A redis-server of its own (the machine's is shared); the app on PGlite, so it runs once, in the "api" project.
describe.runIf(testEnv().db === "pglite")("Redis going away", () => {
  it("never ends the process: pushes are dropped, rate-limited calls answer 503, and it recovers", async (ctx) => {
    ctx.skip(!hasRedisServer, "no redis-server on PATH: Redis outage test skipped");
    const port = await freePort();
    redisServer = startRedis(port);
    redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 2, connectTimeout: 2_000 });
    redis.on("error", () => {}); // main.ts logs these
    await new Promise((resolve) => redis!.once("ready", resolve));
    t = await createTestApp({ redis });
    const k = postsKit(t);
    const author = await k.student("author@example.com");
    const liker = await k.student("liker@example.com");
    const post = await k.post({ by: author.id });

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      redisServer.kill("SIGKILL");
      await eventually(() => expect(redis!.status).not.toBe("ready"));

      // The like is stored; its live push (a Redis publish) is lost, and that loss is only logged.
      const like = await k.call("POST", `/forum/api/v1/posts/${post.id}/toggle-like`, {}, liker.token);
      expect(like.statusCode).toBe(200);
      const login = await k.login("liker@example.com");
      expect(login.statusCode).toBe(503);
      expect(Number(login.headers["retry-after"])).toBeGreaterThan(0);
      expect(login.json()).toEqual({ message: messages.errors.unavailable, error: errorCodes.unavailable });
      await new Promise((r) => setTimeout(r, 1_500)); // the adapter's publish gives up after its retries
      expect(unhandled).toEqual([]);

      redisServer = startRedis(port);
      // ioredis reconnects by itself (backing off up to 2 s between tries).
      for (const until = Date.now() + 10_000; (await k.login("liker@example.com")).statusCode !== 200; ) {
        if (Date.now() > until) throw new Error("rate-limited calls did not recover with Redis");
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  }, 30_000);
});
