import { randomBytes } from "node:crypto";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { Redis } from "ioredis";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedReference } from "./db/seed/reference.ts";
import { testEnv } from "./env.ts";
import { eventually, listen, notificationsKit, openSocket } from "./modules/notifications/notifications-test-kit.ts";
import { createMemoryMailer } from "./platform/mailer.ts";
import { createS3Storage, s3Client } from "./platform/s3-storage.ts";
import { testJwtSecret } from "./test/test-app.ts";
import { openTestDatabase, type TestDatabase } from "./test/test-db.ts";
import { startTestS3 } from "./test/test-s3.ts";

const env = testEnv();

/**
 * Two instances as behind a load balancer: each with its own pool on one PostgreSQL database, one Redis, one bucket.
 * What one writes, the other answers at once, from caches it had filled before the write.
 */
describe.runIf(env.db === "postgres" && env.redisUrl)("two instances on one PostgreSQL, Redis and bucket", () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let shared: TestDatabase;
  let second: Database;
  const mailer = createMemoryMailer();
  const clients: Redis[] = [];
  const apps: App[] = [];
  const urls: string[] = [];
  const sockets: ReturnType<typeof openSocket>[] = [];
  let a: ReturnType<typeof notificationsKit>;
  let b: ReturnType<typeof notificationsKit>;

  beforeAll(async () => {
    s3 = await startTestS3();
    shared = await openTestDatabase();
    await seedReference(shared.db);
    second = await openDatabase({ url: shared.url });
    // This run's own keys and channels: other test runs share this Redis.
    const prefix = `forum-test-${randomBytes(4).toString("hex")}:`;
    for (const database of [shared, second]) {
      const redis = new Redis(env.redisUrl!, { maxRetriesPerRequest: 2 });
      clients.push(redis);
      const app = await buildApp({
        db: database.db,
        mailer,
        jwtSecret: testJwtSecret,
        publicUrl: "http://forum.test",
        storage: createS3Storage(s3.config),
        redis,
        redisPrefix: prefix,
        realtimeChannel: `${prefix}socket.io`,
      });
      apps.push(app);
      urls.push(await listen(app));
    }
    const kit = (app: App, database: Database) =>
      notificationsKit({ app, database, mailer, uploadsDir: "", close: async () => {} });
    a = kit(apps[0]!, shared);
    b = kit(apps[1]!, second);
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    for (const app of apps) await app.close();
    for (const redis of clients) redis.disconnect();
    await second?.close();
    await shared?.close();
    await s3?.close();
  });

  it("a post with an image written on A is in B's guest feed and featured tags at once, its image served by B", async () => {
    const ada = await a.student("ada@example.com");
    const feed = "/posts?parents_only=1&recent=1";
    // B has the guest page and the featured tags cached before the write.
    const before = (await b.get(feed)).json();
    expect((await b.get(feed)).json()).toEqual(before);
    expect((await b.get("/tags/latest")).json().data).not.toContain("scaleout");

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#059669" } })
      .png()
      .toBuffer();
    const created = await a.call(
      "POST",
      "/forum/api/v1/posts",
      {
        title: "Which hall has the quietest reading room?",
        content: "<p>Asking for exam week.</p>",
        images: [`data:image/png;base64,${png.toString("base64")}`],
        tags: "scaleout",
      },
      ada.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const imageUrl: string = created.json().data.images[0];
    expect(imageUrl).toMatch(/^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/);

    const after = (await b.get(feed)).json();
    expect(after.data[0]).toMatchObject({ uuid: created.json().uuid, images: [imageUrl] });
    expect(after.total).toBe(before.total + 1);
    expect((await b.get("/tags/latest")).json().data).toContain("scaleout");

    const served = await apps[1]!.inject(imageUrl.slice("http://forum.test".length));
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const name = imageUrl.slice(imageUrl.lastIndexOf("/") + 1);
    const inBucket = await s3Client(s3.config.url).send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: name }));
    expect(served.rawPayload.equals(Buffer.from(await inBucket.Body!.transformToByteArray()))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("a like on A pushes the notification to the author's socket on B, and B's cached row counts it at once", async () => {
    const chidi = await a.student("chidi@example.com");
    const dayo = await a.student("dayo@example.com");
    const post = await a.post({ by: chidi.id, title: "Shuttle times after 9 pm" });
    const onB = openSocket(urls[1]!, chidi.token);
    sockets.push(onB);
    await onB.ready;
    const likesOnB = async () =>
      (await b.get("/posts?parents_only=1&recent=1", dayo.token))
        .json()
        .data.find((p: { uuid: string }) => p.uuid === post.uuid)?.likes_count;
    expect(await likesOnB()).toBe(0); // B now holds the post's row

    expect((await a.like(dayo.token, post.uuid)).statusCode).toBe(200);
    expect(await likesOnB()).toBe(1);
    await eventually(() => expect(onB.received).toEqual([expect.objectContaining({ postId: post.uuid })]));
  });
});
