import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, type AppModules, assembleApp } from "../../../app.ts";
import { openDatabase } from "../../../db/client.ts";
import type { AppContext } from "../../../platform/context.ts";
import { generateVapidKeys } from "../../../platform/secrets.ts";
import {
  createTestApp,
  roomyWriteRules,
  type TestApp,
  testJobPollSeconds,
  testJwtSecret,
} from "../../../test/test-app.ts";
import type { TestDatabase } from "../../../test/test-db.ts";
import { eventually, notificationsKit } from "../../notifications/notifications-test-kit.ts";
import { PUSH_QUEUE } from "./push.module.ts";
import { newDevice, startPushService } from "./push-test-kit.ts";

/**
 * Two instances on one database, as behind a load balancer (on PostgreSQL each with its own pool; on PGlite two apps
 * on the one embedded database): both dispatch loops and both job workers race for the same notifications.
 */
describe("two instances on one database", () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let t: TestApp;
  let b: { app: App; modules: AppModules; context: AppContext; close: () => Promise<void> };

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({ pushAllowedOrigins: [service.origin], writeRules: roomyWriteRules });
    const url = (t.database as TestDatabase).url;
    const database = url ? await openDatabase({ url }) : undefined;
    const { app, context, modules } = await assembleApp({
      db: database?.db ?? t.database.db,
      mailer: t.mailer,
      jwtSecret: testJwtSecret,
      publicUrl: "http://forum.test",
      uploadsDir: t.uploadsDir,
      jobPollSeconds: testJobPollSeconds,
      jobsOnListen: false,
      writeRules: roomyWriteRules,
      pushAllowedOrigins: [service.origin],
      vapid: { ...generateVapidKeys(), subject: "mailto:ops@forum.test" },
    });
    await app.ready();
    b = {
      app,
      modules,
      context,
      close: async () => {
        await app.close();
        await database?.close();
      },
    };
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    await service?.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const r = await t.database.db.execute(query);
    return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
  };

  it("pushes each notification to each device once, whichever instance dispatches and sends", async () => {
    // pg-boss installs its schema once per database: on PGlite one after the other (one session).
    if ((t.database as TestDatabase).url) await Promise.all([t.context!.jobs.start(), b.context.jobs.start()]);
    else for (const context of [t.context!, b.context]) await context.jobs.start();
    const k = notificationsKit(t);
    const kb = notificationsKit({ ...t, app: b.app });
    const owners = await Promise.all(["ada", "bola", "chidi"].map((n) => k.student(`${n}@uni.edu`)));
    const writers = await Promise.all(["dayo", "efe"].map((n) => k.student(`${n}@uni.edu`)));
    const devices = owners.flatMap((_, i) => [
      newDevice(service.origin, `${i}-phone`),
      newDevice(service.origin, `${i}-laptop`),
    ]);
    for (const [i, d] of devices.entries()) {
      const answer = await (i % 2 ? kb : k).call(
        "POST",
        "/forum/api/v1/push/subscriptions",
        d.subscription,
        owners[Math.floor(i / 2)]!.token,
      );
      expect(answer.statusCode).toBe(201);
    }
    for (const app of [t.modules!, b.modules]) app.dispatcher.loop.start();
    const posts = await Promise.all(owners.map((o, i) => k.post({ by: o.id, title: `Question ${i}` })));
    // Replies through both instances while both loops run, and extra passes racing them.
    await Promise.all([
      ...posts.flatMap((p, i) =>
        writers.map((w, j) => ((i + j) % 2 ? kb : k).reply(w.token, p.uuid, `<p>Answer ${i}-${j}</p>`)),
      ),
      ...Array.from({ length: 5 }, () =>
        Promise.all([t.modules!.dispatcher.dispatchNow(), b.modules.dispatcher.dispatchNow()]),
      ),
    ]);
    const expected = posts.length * writers.length * 2;
    // Done when every notification is handed on and every push job has finished.
    await eventually(async () => {
      const [left] = await rows<{ n: number }>(
        sql`select count(*)::int as n from notifications where dispatched_at is null`,
      );
      const [busy] = await rows<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${PUSH_QUEUE} and state <> 'completed'`,
      );
      expect([left!.n, busy!.n, service.received.length]).toEqual([0, 0, expected]);
    }, 20_000);
    const [jobs] = await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${PUSH_QUEUE}`);
    expect(jobs!.n).toBe(expected);
    const seen = service.received.map((r) => {
      const device = devices.find((d) => d.path === r.path)!;
      return `${r.path} ${JSON.parse(device.decrypt(r.body)).url}`;
    });
    expect(new Set(seen).size).toBe(expected);
  }, 40_000);
});
