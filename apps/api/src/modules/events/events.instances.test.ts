import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, type AppModules, assembleApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  anotherInstance,
  createTestApp,
  type TestApp,
  testJobPollSeconds,
  testJwtSecret,
} from "../../test/test-app.ts";
import type { TestDatabase } from "../../test/test-db.ts";
import { day, eventsKit, eventually, sleep } from "./events-test-kit.ts";

/**
 * Two instances on one database, as behind a load balancer: on PostgreSQL each with its own pool (the "api-postgres"
 * project), on PGlite two apps on the one embedded database. Their job workers and sweeps race for the same reminders.
 */
describe("two instances on one database", () => {
  let t: TestApp;
  let b: { app: App; modules: AppModules; context: AppContext; close: () => Promise<void> };

  beforeAll(async () => {
    t = await createTestApp();
    const url = (t.database as TestDatabase).url;
    if (!url) {
      const other = await anotherInstance(t);
      b = { app: other.app, modules: other.modules!, context: other.context!, close: other.close };
      return;
    }
    const database = await openDatabase({ url });
    const { app, context, modules } = await assembleApp({
      db: database.db,
      mailer: t.mailer,
      jwtSecret: testJwtSecret,
      publicUrl: "http://forum.test",
      uploadsDir: t.uploadsDir,
      jobPollSeconds: testJobPollSeconds,
    });
    await app.ready();
    b = {
      app,
      modules,
      context,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it("send one mail per student and event, whichever instance sets, runs or sweeps", async () => {
    // On PostgreSQL both install pg-boss's schema at once (it takes turns on an advisory lock); on PGlite one after
    // the other: both share its one session, where two installs would interleave.
    if ((t.database as TestDatabase).url) await Promise.all([t.context!.jobs.start(), b.context.jobs.start()]);
    else for (const context of [t.context!, b.context]) await context.jobs.start();
    const k = eventsKit(t);
    const kb = eventsKit({ ...t, app: b.app });
    const now = await k.event(2 * 60 * 60 * 1000, { title: "Due now" });
    const soon = await k.event(day + 2_000, { title: "Due in two seconds" });
    const students = await Promise.all(Array.from({ length: 8 }, (_, i) => k.student(`s${i}@uni.edu`)));
    await Promise.all(
      students.flatMap((s, i) => [
        (i % 2 ? k : kb).remind(now, s.token),
        (i % 2 ? kb : k).remind(soon, s.token),
        (i % 3 ? k : kb).remind(soon, s.token),
      ]),
    );
    // Sweeps on both instances race the job workers of both.
    const sweeping = (async () => {
      for (let i = 0; i < 12; i++) {
        await Promise.all([t.modules!.eventReminders.sweep(), b.modules.eventReminders.sweep()]);
        await sleep(250);
      }
    })();
    await eventually(() => expect(k.reminderMails()).toHaveLength(16), 15_000);
    await sweeping;
    await sleep(1_500);
    const mails = k.reminderMails();
    expect(mails).toHaveLength(16);
    for (const s of students.keys()) {
      const mine = mails.filter((m) => m.to === `s${s}@uni.edu`);
      expect(mine.map((m) => m.subject.includes("Due now")).sort()).toEqual([false, true]);
    }
  }, 30_000);
});
