import { notificationSentence, productName, pushMessages } from "@forum/contract";
import { displayName, parseNotificationData } from "@forum/contract/helpers";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences, pushSubscriptions } from "../../../db/schema/index.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../../test/test-app.ts";
import { eventually, notificationsKit } from "../../notifications/notifications-test-kit.ts";
import { type Device, newDevice, startPushService, vapidOf } from "./push-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof notificationsKit>;
let service: Awaited<ReturnType<typeof startPushService>>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ pushAllowedOrigins: [service.origin], writeRules: roomyWriteRules });
  k = notificationsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  // As a serving instance does when it listens.
  await t.context!.jobs.start();
  t.modules!.dispatcher.loop.start();
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const v1 = (path: string) => `/forum/api/v1${path}`;
const subscribe = (token: string, body: unknown) => k.call("POST", v1("/push/subscriptions"), body as object, token);
const unsubscribe = (token: string, endpoint: unknown) =>
  k.call("DELETE", v1("/push/subscriptions"), { endpoint } as object, token);
const rowsAt = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
const arrived = (device: Device) => service.received.filter((r) => r.path === device.path);
const shown = (device: Device, i = 0) =>
  JSON.parse(device.decrypt(arrived(device)[i]!.body)) as { title: string; body: string; url: string };

describe("Web Push", () => {
  it("pushes a reply to the author's device, encrypted for it and signed with the key GET /push/key gives", async () => {
    const key = (await k.call("GET", v1("/push/key"))).json().data.public_key as string;
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    const phone = newDevice(service.origin, "ada-phone");
    const saved = await subscribe(ada.token, phone.subscription);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toBe(pushMessages.subscribed);

    const post = await k.post({ by: ada.id, title: "Where is the exam hall?" });
    const reply = await k.reply(bola.token, post.uuid, "<p>Behind the senate building.</p>");
    expect(reply.statusCode).toBe(201);
    await eventually(() => expect(arrived(phone)).toHaveLength(1), 8_000);

    const message = arrived(phone)[0]!;
    expect(message.headers["content-encoding"]).toBe("aes128gcm");
    expect(message.headers.ttl).toBe("86400");
    expect(message.headers.urgency).toBe("normal");
    const vapid = vapidOf(message.headers.authorization);
    expect(vapid.key).toBe(key);
    expect(vapid.claims.aud).toBe(service.origin);

    const item = (await k.list(ada.token)).json().data[0];
    const data = parseNotificationData(item.data)!;
    const sentence = notificationSentence("reply", displayName(data.reply_owner), "Where is the exam hall?");
    expect(shown(phone)).toEqual({
      title: productName,
      body: `${sentence}\nBehind the senate building.`,
      url: `/forum/post/${post.uuid}#reply-${reply.json().uuid}`,
    });
  });

  it("keeps one subscription per endpoint; another student signing in on the device takes it over", async () => {
    const laptop = newDevice(service.origin, "shared-laptop");
    expect((await subscribe(ada.token, laptop.subscription)).statusCode).toBe(201);
    expect((await subscribe(ada.token, laptop.subscription)).statusCode).toBe(201);
    expect((await rowsAt(laptop.subscription.endpoint)).map((r) => r.userId)).toEqual([ada.id]);
    expect((await subscribe(bola.token, laptop.subscription)).statusCode).toBe(201);
    expect((await rowsAt(laptop.subscription.endpoint)).map((r) => r.userId)).toEqual([bola.id]);

    // Ada's notifications no longer go to the laptop; Bola's do.
    const before = arrived(laptop).length;
    const post = await k.post({ by: bola.id, title: "Hostel curfew?" });
    const reply = await k.reply(ada.token, post.uuid, "<p>Ten o'clock.</p>");
    await eventually(() => expect(arrived(laptop)).toHaveLength(before + 1), 8_000);
    expect(shown(laptop, before).url).toBe(`/forum/post/${post.uuid}#reply-${reply.json().uuid}`);
  });

  it("forgets a subscription the push service answers 410 for", async () => {
    const tablet = newDevice(service.origin, "ada-tablet");
    expect((await subscribe(ada.token, tablet.subscription)).statusCode).toBe(201);
    service.answer(tablet.path, 410);
    const post = await k.post({ by: ada.id, title: "Lost ID card" });
    await k.like(bola.token, post.id);
    await eventually(async () => expect(await rowsAt(tablet.subscription.endpoint)).toEqual([]), 8_000);
    expect(arrived(tablet)).toHaveLength(1);
  });

  it("pushes nothing of a type the student turned push off for", async () => {
    const carol = await k.student("carol@example.com");
    const phone = newDevice(service.origin, "carol-phone");
    expect((await subscribe(carol.token, phone.subscription)).statusCode).toBe(201);
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: carol.id, types: { reply: { push: false, email: false } } });
    const post = await k.post({ by: carol.id, title: "Bus to campus" });
    await k.reply(bola.token, post.uuid, "<p>Every 20 minutes.</p>");
    await k.like(bola.token, post.id);
    // The like (push on) arrives; the reply before it was handed on without a push.
    await eventually(() => expect(arrived(phone)).toHaveLength(1), 8_000);
    expect(shown(phone).body).toContain("liked your post");
    const undispatched = await t.database.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${carol.id} and dispatched_at is null`,
    );
    expect((undispatched as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(arrived(phone)).toHaveLength(1);
  });

  it("lets a student unsubscribe their own device only", async () => {
    const phone = newDevice(service.origin, "dayo-phone");
    expect((await subscribe(ada.token, phone.subscription)).statusCode).toBe(201);
    const other = await unsubscribe(bola.token, phone.subscription.endpoint);
    expect(other.statusCode).toBe(200);
    expect(await rowsAt(phone.subscription.endpoint)).toHaveLength(1);
    const own = await unsubscribe(ada.token, phone.subscription.endpoint);
    expect(own.json().message).toBe(pushMessages.unsubscribed);
    expect(await rowsAt(phone.subscription.endpoint)).toEqual([]);
    expect((await unsubscribe("", phone.subscription.endpoint)).statusCode).toBe(401);
    expect((await subscribe("", phone.subscription)).statusCode).toBe(401);
  });
});
