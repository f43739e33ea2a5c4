import { randomBytes } from "node:crypto";
import net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "../env.ts";
import { eventually } from "../modules/notifications/notifications-test-kit.ts";
import { type CacheBus, createCacheBus } from "./cache-bus.ts";

/** A logger that keeps what was warned and logged as an error. */
function fakeLog() {
  const lines: string[] = [];
  const keep = (_obj: unknown, msg?: string) => void lines.push(String(msg));
  const log = { warn: keep, error: keep, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** Every delivery of each event on a bus, in order. */
function record(bus: CacheBus) {
  const seen: string[] = [];
  bus.on("posts-changed", () => seen.push("posts-changed"));
  bus.on("post-changed", ({ id }) => seen.push(`post-changed ${id}`));
  return seen;
}

describe("the cache bus on one instance", () => {
  it("delivers typed events to this instance's handlers before publish resolves; unsubscribing stops them", async () => {
    const bus = createCacheBus({ channel: "unused", log: fakeLog().log });
    const seen = record(bus);
    const off = bus.on("post-changed", () => seen.push("second handler"));
    await bus.publish("post-changed", { id: 7 });
    off();
    await bus.publish("posts-changed", {});
    expect(seen).toEqual(["post-changed 7", "second handler", "posts-changed"]);
  });

  it("logs a handler that throws, still runs the others, and never fails the write that published", async () => {
    const { log, lines } = fakeLog();
    const bus = createCacheBus({ channel: "unused", log });
    bus.on("posts-changed", () => {
      throw new Error("broken cache");
    });
    const seen = record(bus);
    await expect(bus.publish("posts-changed", {})).resolves.toBeUndefined();
    expect(seen).toEqual(["posts-changed"]);
    expect(lines).toEqual(["event handler failed"]);
  });

  it("keeps clearing locally when Redis is down, and says so once, not once per write", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const redis = new Redis({ host: "127.0.0.1", port: closedPort, maxRetriesPerRequest: 1, retryStrategy: () => 20 });
    redis.on("error", () => {}); // main.ts's connection: its outage is not the bus's to report
    const { log, lines } = fakeLog();
    const bus = createCacheBus({ redis, channel: "forum-test:down", log });
    const seen = record(bus);
    for (let i = 1; i <= 5; i++) await bus.publish("post-changed", { id: i });
    await eventually(() => expect(redis.status).toBe("reconnecting"));
    for (let i = 6; i <= 10; i++) await bus.publish("post-changed", { id: i });
    expect(seen).toHaveLength(10);
    expect(lines.filter((l) => l.startsWith("Redis unavailable"))).toHaveLength(1);
    expect(lines).toContain("event subscription lost; retrying");
    bus.close();
    redis.disconnect();
  });
});

describe.runIf(testEnv().redisUrl)("the cache bus across instances (Redis pub/sub)", () => {
  const channel = `forum-test-${randomBytes(4).toString("hex")}:caches`;
  const name = `forum-test-${randomBytes(4).toString("hex")}`;
  const clients: Redis[] = [];
  const buses: CacheBus[] = [];
  const connect = (who = "tap") => {
    const redis = new Redis(testEnv().redisUrl!, { maxRetriesPerRequest: 2, connectionName: `${name}-${who}` });
    clients.push(redis);
    return redis;
  };
  const instance = (who: string) => {
    const { log, lines } = fakeLog();
    const bus = createCacheBus({ redis: connect(who), channel, log });
    buses.push(bus);
    return { bus, seen: record(bus), lines };
  };
  /** What crosses the channel, as a third party listening to it sees it. */
  async function tap() {
    const raw = connect();
    const messages: string[] = [];
    raw.on("message", (_channel, message: string) => messages.push(message));
    await raw.subscribe(channel);
    return messages;
  }
  const subscribed = () =>
    eventually(async () => expect(await clients[0]!.pubsub("NUMSUB", channel)).toEqual([channel, buses.length]));
  afterAll(() => {
    for (const bus of buses) bus.close();
    for (const client of clients) client.disconnect();
  });

  const a = instance("a");
  const b = instance("b");

  it("an event published on one instance runs on every instance once, and nobody publishes it again", async () => {
    await subscribed();
    const wire = await tap();
    await a.bus.publish("post-changed", { id: 42 });
    await eventually(() => expect(b.seen).toEqual(["post-changed 42"]));
    await new Promise((r) => setTimeout(r, 300));
    expect(a.seen).toEqual(["post-changed 42"]); // its own, once: not again when it comes back from Redis
    expect(b.seen).toEqual(["post-changed 42"]);
    expect(wire).toHaveLength(1); // B did not echo it
  });

  it("ignores what does not parse as one of its events, and goes on", async () => {
    a.seen.length = 0;
    b.seen.length = 0;
    const rogue = connect();
    const origin = "someone-else";
    for (const message of [
      "not json",
      "null",
      JSON.stringify({ origin, name: "post-changed", payload: { id: "42" } }),
      JSON.stringify({ origin, name: "post-changed", payload: { id: 2 ** 53 + 2 } }),
      JSON.stringify({ origin, name: "post-changed", payload: { id: -1 } }),
      JSON.stringify({ origin, name: "drop-database", payload: {} }),
      JSON.stringify({ origin, name: "__proto__", payload: {} }),
      JSON.stringify({ name: "posts-changed", payload: {} }),
      "x".repeat(100_000),
    ]) {
      await rogue.publish(channel, message);
    }
    await rogue.publish(channel, JSON.stringify({ origin, name: "posts-changed", payload: {} }));
    await eventually(() => expect(b.seen).toEqual(["posts-changed"]));
    expect(a.seen).toEqual(["posts-changed"]);
    expect(b.lines.filter((l) => l === "malformed event ignored").length).toBeGreaterThan(0);
    expect(b.lines).not.toContain("event not handled");
  });

  it("after losing its subscription, an instance drops its caches: it cannot know what it missed", async () => {
    b.seen.length = 0;
    a.seen.length = 0;
    const list = String(await clients[0]!.client("LIST"));
    // Only B's subscriber, found by its connection name: other test runs share this Redis.
    const ids = list
      .split("\n")
      .filter((line) => line.includes(` name=${name}-b `) && / sub=1 /.test(line))
      .map((line) => line.match(/^id=(\d+)/)?.[1]);
    expect(ids).toHaveLength(1);
    await clients[0]!.client("KILL", "ID", ids[0]!);
    await eventually(() => expect(b.seen).toEqual(["posts-changed"]));
    expect(a.seen).toEqual([]);
    await a.bus.publish("post-changed", { id: 5 });
    await eventually(() => expect(b.seen).toEqual(["posts-changed", "post-changed 5"])); // listening again
  });
});
