import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../../test/test-app.ts";
import { eventually, notificationsKit } from "../../notifications/notifications-test-kit.ts";
import { newDevice, startPushService } from "./push-test-kit.ts";

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ pushAllowedOrigins: [service.origin], writeRules: roomyWriteRules });
  // Handing on (an update of notifications) fails as the server going away answers (admin_shutdown, 57P01).
  await t.database.db.execute(sql`create function dispatch_down() returns trigger language plpgsql as $$
    begin raise exception 'the database is going away' using errcode = 'admin_shutdown'; end $$`);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe("a database outage while the dispatcher runs", () => {
  it("is logged and tried again: the loop goes on, and the push goes out once the database is back", async () => {
    const k = notificationsKit(t);
    const ada = await k.student("ada@example.com");
    const bola = await k.student("bola@example.com");
    const phone = newDevice(service.origin, "ada-phone");
    expect((await k.call("POST", "/forum/api/v1/push/subscriptions", phone.subscription, ada.token)).statusCode).toBe(
      201,
    );
    await t.context!.jobs.start();
    const failed = vi.spyOn(t.app.log, "error");

    await t.database.db.execute(sql`create trigger dispatch_down before update on notifications
      for each row execute function dispatch_down()`);
    t.modules!.dispatcher.loop.start();
    const post = await k.post({ by: ada.id, title: "Exam timetable out?" });
    expect((await k.reply(bola.token, post.uuid)).statusCode).toBe(201);
    // Two failed passes: the loop went on after the first.
    await eventually(() => expect(failed.mock.calls.length).toBeGreaterThanOrEqual(2), 8_000);
    expect(failed.mock.calls[0]![1]).toMatch(/dispatching notifications failed/);
    expect(service.received).toEqual([]);

    await t.database.db.execute(sql`drop trigger dispatch_down on notifications`);
    await eventually(() => expect(service.received).toHaveLength(1), 8_000);
    expect(JSON.parse(phone.decrypt(service.received[0]!.body)).url).toContain(post.uuid);
  });
});
