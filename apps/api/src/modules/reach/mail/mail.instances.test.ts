import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assembleApp } from "../../../app.ts";
import { openDatabase } from "../../../db/client.ts";
import {
  anotherInstance,
  createTestApp,
  type TestApp,
  testJobPollSeconds,
  testJwtSecret,
} from "../../../test/test-app.ts";
import type { TestDatabase } from "../../../test/test-db.ts";
import { eventually } from "../../events/events-test-kit.ts";
import { latestDigestTime } from "./digest-schedule.ts";
import { mailKit } from "./mail-test-kit.ts";

/**
 * Two instances on one database, as behind a load balancer (each with its own pool on PostgreSQL; two apps on the one
 * embedded database on PGlite): their dispatchers, job workers, direct runs and digest runs race for the same mail.
 */
describe("two instances: every notification and digest mailed exactly once", () => {
  let t: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const url = (t.database as TestDatabase).url;
    if (!url) {
      b = await anotherInstance(t);
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
      jobsOnListen: false,
    });
    await app.ready();
    b = {
      ...t,
      app,
      context,
      modules,
      database,
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

  it("unread mails through both dispatchers and both job workers, digests run on both at once", async () => {
    if ((t.database as TestDatabase).url) await Promise.all([t.context!.jobs.start(), b.context!.jobs.start()]);
    else for (const context of [t.context!, b.context!]) await context.jobs.start();
    const ka = mailKit(t);
    const kb = mailKit(b);
    const author = await ka.student("many-author@uni.edu");
    const students = [];
    for (let i = 0; i < 6; i++) {
      const s = await ka.student(`many${i}@uni.edu`);
      await ka.setPrefs(s.id, { digest: "daily", types: { mention: { push: true, email: true } } });
      for (let j = 0; j < 3; j++)
        await ka.notify(s.id, "mention", await ka.post({ by: author.id, title: `Q${i}.${j}` }), author.id);
      students.push(s);
    }
    const drain = async (k: typeof ka) => {
      while ((await k.dispatcher.dispatchNow()) > 0);
    };
    await Promise.all([drain(ka), drain(kb)]);
    // Their time has come: the workers of both instances take the jobs, while both also run them by hand.
    const jobs = (await Promise.all(students.map((s) => ka.unreadJobs(s.id)))).flat();
    expect(jobs.length).toBeGreaterThanOrEqual(students.length);
    await t.database.db.execute(sql`update pgboss.job set start_after = now() where name = 'reach-unread-mail'`);
    await Promise.all(jobs.flatMap((j) => [ka.unread.deliver(j.data), kb.unread.deliver(j.data)]));
    const listed = (i: number) =>
      ka.mailsTo(`many${i}@uni.edu`).reduce((n, m) => n + (m.text.match(/mentioned you in/g)?.length ?? 0), 0);
    await eventually(async () => {
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'reach-unread-mail' and state in ('created', 'retry', 'active')`,
      );
      expect(JSON.stringify(rows)).toContain('"n":0');
    }, 15_000);
    for (const i of students.keys()) expect(listed(i)).toBe(3);

    // The digest at the next 07:05 (its period holds the notifications): four runs on two instances send one each.
    const next = latestDigestTime(new Date(Date.now() + 86_400_000), "Africa/Lagos", "daily");
    const clock = new Date(next.getTime() + 5 * 60_000);
    ka.clock.now = clock;
    kb.clock.now = clock;
    await Promise.all([
      ka.digests.runDue("daily"),
      kb.digests.runDue("daily"),
      ka.digests.runDue("daily"),
      kb.digests.runDue("daily"),
    ]);
    for (const i of students.keys())
      expect(ka.mailsTo(`many${i}@uni.edu`).filter((m) => m.subject.includes("daily digest"))).toHaveLength(1);
  }, 40_000);
});
