import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { seedReference } from "../../db/seed/reference.ts";
import { testEnv } from "../../env.ts";
import { createMemoryMailer } from "../../platform/mailer.ts";
import { testJwtSecret } from "../../test/test-app.ts";
import { openTestDatabase } from "../../test/test-db.ts";
import { eventually, listen, notificationsKit, openSocket } from "./notifications-test-kit.ts";

/**
 * Two instances on one database and one Redis, as behind a load balancer: a notification written by one reaches a
 * socket held by the other, and a logout on one closes the user's sockets on the other.
 */
describe.runIf(testEnv().redisUrl)("live push across instances (Redis adapter)", () => {
  let database: Database;
  const mailer = createMemoryMailer();
  const clients: Redis[] = [];
  const apps: App[] = [];
  const urls: string[] = [];
  const sockets: ReturnType<typeof openSocket>[] = [];
  const open = (i: number, token: string) => {
    const s = openSocket(urls[i]!, token);
    sockets.push(s);
    return s;
  };
  let k: ReturnType<typeof notificationsKit>; // talks to instance 0
  let k2: ReturnType<typeof notificationsKit>; // talks to instance 1

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedReference(database.db);
    // A channel of our own, so other test files sharing this Redis never cross into these sockets.
    const channel = `forum-test-${randomBytes(4).toString("hex")}`;
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(testEnv().redisUrl!, { maxRetriesPerRequest: 2 });
      clients.push(redis);
      const app = await buildApp({
        db: database.db,
        mailer,
        jwtSecret: testJwtSecret,
        publicUrl: "http://forum.test",
        redis,
        realtimeChannel: channel,
      });
      apps.push(app);
      urls.push(await listen(app));
    }
    const shared = { database, mailer, uploadsDir: "", close: async () => {} };
    k = notificationsKit({ ...shared, app: apps[0]! });
    k2 = notificationsKit({ ...shared, app: apps[1]! });
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    for (const app of apps) await app.close();
    for (const r of clients) r.disconnect();
    await database.close();
  });

  it("a reply written on one instance reaches the author's socket on the other, and no one else's", async () => {
    const ada = await k.student("ada@example.com");
    const bola = await k.student("bola@example.com");
    const adaOn0 = open(0, ada.token);
    const bolaOn1 = open(1, bola.token);
    const bolaOn0 = open(0, bola.token);
    await Promise.all([adaOn0.ready, bolaOn1.ready, bolaOn0.ready]);
    const post = await k.post({ by: ada.id, title: "Shuttle times" });

    expect((await k2.reply(bola.token, post.uuid)).statusCode).toBe(201);
    await eventually(() => expect(adaOn0.received).toEqual([expect.objectContaining({ postId: post.uuid })]));
    await new Promise((r) => setTimeout(r, 300));
    expect(bolaOn1.received).toEqual([]);
    expect(bolaOn0.received).toEqual([]);
  });

  it("a logout on one instance closes the user's sockets on both", async () => {
    const chidi = await k.student("chidi@example.com");
    const on0 = open(0, chidi.token);
    const on1 = open(1, chidi.token);
    await Promise.all([on0.ready, on1.ready]);
    await k2.call("POST", "/api/auth/logout", {}, chidi.token);
    expect(await on0.disconnected).toBe("io server disconnect");
    expect(await on1.disconnected).toBe("io server disconnect");
  });

  it("closing an instance closes its sockets and leaves the other's", async () => {
    const dana = await k.student("dana@example.com");
    const on0 = open(0, dana.token);
    const on1 = open(1, dana.token);
    await Promise.all([on0.ready, on1.ready]);
    await apps[1]!.close();
    await eventually(() => expect(on1.socket.connected).toBe(false));
    expect(on0.socket.connected).toBe(true);
  });
});
