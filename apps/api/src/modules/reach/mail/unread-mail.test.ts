import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../../db/schema/index.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { eventually } from "../../events/events-test-kit.ts";
import { mailKit } from "./mail-test-kit.ts";
import { BUCKET_MS, WAIT_MS } from "./unread-mail.service.ts";

const { t } = adminTestApp({ boss: false });
let k: ReturnType<typeof mailKit>;
beforeAll(() => {
  k = mailKit(t);
});

let n = 0;
/** Times within this 5-minute bucket, so a test's notifications share one job whatever the minute it runs. */
const inBucket = (i: number) => new Date(Math.floor(Date.now() / BUCKET_MS) * BUCKET_MS + i * 1000);
/** A student with mention e-mail on (unless told), an author, and `count` posts to be notified of. */
async function setup(count: number, email = true) {
  const s = await k.student(`unread${++n}@uni.edu`);
  const author = await k.student(`author${n}@uni.edu`);
  await k.setPrefs(s.id, { types: { mention: { push: true, email } } });
  const posts = [];
  for (let i = 0; i < count; i++) posts.push(await k.post({ by: author.id, title: `Exam tip ${i} <b>` }));
  return { s, author, posts, to: `unread${n}@uni.edu` };
}

describe("the unread mail (15 minutes)", () => {
  it("three notifications of one bucket: one job due 15 minutes after the bucket, one mail listing them, marked", async () => {
    const { s, author, posts, to } = await setup(3);
    const made = [];
    for (const [i, p] of posts.entries()) made.push(await k.notify(s.id, "mention", p, author.id, inBucket(i)));
    while ((await k.dispatcher.dispatchNow()) > 0);
    const jobs = await k.unreadJobs(s.id);
    const buckets = new Set(made.map((m) => Math.floor(m.createdAt.getTime() / BUCKET_MS)));
    expect(buckets.size).toBe(1);
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(job.singleton_key).toBe(`unread:${s.id}:${job.data.bucket}`);
    expect(new Date(job.start_after).getTime()).toBe((job.data.bucket + 1) * BUCKET_MS + WAIT_MS);
    expect(k.mailsTo(to)).toHaveLength(0);
    // The job's time has come: run its handler as the worker would.
    for (const j of jobs) await k.unread.deliver(j.data);
    const mails = k.mailsTo(to);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text).toContain('ada mentioned you in "Exam tip 0 <b>"');
    expect(mail.text).toContain("Exam tip 2");
    expect(mail.html).toContain("Exam tip 1 &lt;b&gt;");
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.text).toContain("http://forum.test/forum/settings/notifications");
    expect(mail.text).toContain("e-mail is on for mention notifications");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/forum\.test\/forum\/api\/v1\/unsubscribe\/[\w.-]+>$/,
    );
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.id));
    expect(rows.every((r) => r.emailedAt instanceof Date)).toBe(true);
    // Run again (a retry, another instance): nothing left to mail.
    for (const j of jobs) expect(await k.unread.deliver(j.data)).toBe("nothing");
    expect(k.mailsTo(to)).toHaveLength(1);
  });

  it("read before it is due: no mail", async () => {
    const { s, author, posts, to } = await setup(1);
    const made = await k.notify(s.id, "mention", posts[0]!, author.id);
    while ((await k.dispatcher.dispatchNow()) > 0);
    await t.database.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, made.id));
    for (const j of await k.unreadJobs(s.id)) expect(await k.unread.deliver(j.data)).toBe("nothing");
    expect(k.mailsTo(to)).toHaveLength(0);
  });

  it("e-mail off for the type: no job, no mail", async () => {
    const { s, author, posts, to } = await setup(1, false);
    await k.notify(s.id, "mention", posts[0]!, author.id);
    while ((await k.dispatcher.dispatchNow()) > 0);
    expect(await k.unreadJobs(s.id)).toHaveLength(0);
    // Even a job planned before it was turned off mails nothing.
    const bucket = Math.floor(Date.now() / BUCKET_MS);
    expect(await k.unread.deliver({ userId: s.id, bucket, attempt: 0 })).toBe("nothing");
    expect(k.mailsTo(to)).toHaveLength(0);
  });

  it("online: postponed 15 minutes (a job of its own), mailed once they are away", async () => {
    const { s, author, posts, to } = await setup(1);
    await k.notify(s.id, "mention", posts[0]!, author.id);
    while ((await k.dispatcher.dispatchNow()) > 0);
    const [job] = await k.unreadJobs(s.id);
    k.clock.online.add(s.id);
    expect(await k.unread.deliver(job!.data)).toBe("postponed");
    expect(k.mailsTo(to)).toHaveLength(0);
    const again = (await k.unreadJobs(s.id)).find((j) => j.data.attempt === 1)!;
    expect(again.singleton_key).toBe(`unread:${s.id}:${job!.data.bucket}:1`);
    expect(new Date(again.start_after).getTime()).toBe(k.clock.now.getTime() + WAIT_MS);
    k.clock.online.delete(s.id);
    expect(await k.unread.deliver(again.data)).toBe("mailed");
    expect(k.mailsTo(to)).toHaveLength(1);
  });

  it("the queued job itself: once due, the app's worker sends the mail (no hand-run)", async () => {
    const { s, author, posts, to } = await setup(2);
    for (const [i, p] of posts.entries()) await k.notify(s.id, "mention", p, author.id, inBucket(i));
    while ((await k.dispatcher.dispatchNow()) > 0);
    // Bring the jobs' time forward instead of waiting 15 minutes.
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'reach-unread-mail' and (data->>'userId')::int = ${s.id}`,
    );
    await eventually(() => expect(k.mailsTo(to)).toHaveLength(1), 10_000);
    expect(k.mailsTo(to)[0]!.text.match(/mentioned you in/g)).toHaveLength(2);
  });
});
