import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assembleApp } from "../../../app.ts";
import { seedReference } from "../../../db/seed/reference.ts";
import { createMemoryMailer } from "../../../platform/mailer.ts";
import { type TestApp, testJobPollSeconds, testJwtSecret } from "../../../test/test-app.ts";
import { openTestDatabase } from "../../../test/test-db.ts";
import { eventually, notificationsKit } from "../../notifications/notifications-test-kit.ts";
import { newDevice, startPushService } from "./push-test-kit.ts";

/** A serving app, as main.ts starts it: listening starts the job queue and the dispatcher's loop by themselves. */
describe("a serving app", () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let t: TestApp;

  beforeAll(async () => {
    service = await startPushService();
    const database = await openTestDatabase();
    await seedReference(database.db);
    const mailer = createMemoryMailer();
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-uploads-"));
    const { app } = await assembleApp({
      db: database.db,
      mailer,
      jwtSecret: testJwtSecret,
      publicUrl: "http://forum.test",
      uploadsDir,
      jobPollSeconds: testJobPollSeconds,
      pushAllowedOrigins: [service.origin],
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    t = {
      app,
      database,
      mailer,
      uploadsDir,
      close: async () => {
        await app.close();
        await database.close();
        fs.rmSync(uploadsDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  it("pushes a new notification without being told to, and closes cleanly", async () => {
    const k = notificationsKit(t);
    const ada = await k.student("ada@example.com");
    const bola = await k.student("bola@example.com");
    const phone = newDevice(service.origin, "ada-phone");
    expect((await k.call("POST", "/forum/api/v1/push/subscriptions", phone.subscription, ada.token)).statusCode).toBe(
      201,
    );
    const post = await k.post({ by: ada.id, title: "Library hours" });
    await k.like(bola.token, post.id);
    await eventually(() => expect(service.received).toHaveLength(1), 8_000);
    expect(JSON.parse(phone.decrypt(service.received[0]!.body)).url).toBe(`/forum/post/${post.uuid}`);
  });
});
