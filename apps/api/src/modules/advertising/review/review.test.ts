import { adMessages } from "@forum/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { eventually, jobRow } from "../../events/events-test-kit.ts";
import { adsKit, day, daysFrom, today } from "../advertising-test-kit.ts";

const { t, boss } = adminTestApp();
let k: ReturnType<typeof adsKit>;
beforeAll(() => {
  k = adsKit(t);
});

let n = 0;
const student = async () => {
  const email = `owner${++n}@uni.edu`;
  return { ...(await k.student(email)), email };
};
const approve = (id: number | string, token = boss.token) => k.api("POST", `/advertisements/${id}/approve`, {}, token);
const reject = (id: number | string, reason: string, token = boss.token) =>
  k.api("POST", `/advertisements/${id}/reject`, { reason }, token);

describe("GET /admin/advertisements", () => {
  it("pages campaigns with their owners: waiting ones oldest first, others newest first; admins only", async () => {
    const s = await student();
    const old = await k.ad({ userId: s.id, businessName: "Old", createdAt: new Date(Date.now() - 2 * day) });
    const recent = await k.ad({ userId: s.id, businessName: "Recent", createdAt: new Date(Date.now() - day) });
    const done = await k.ad({ userId: s.id, status: "completed", createdAt: new Date(Date.now() - 3 * day) });
    const done2 = await k.ad({ userId: s.id, status: "completed", createdAt: new Date(Date.now() - day) });
    const pending = (await k.api("GET", "/advertisements?status=pending&per_page=50", undefined, boss.token)).json();
    const ids = pending.data.map((a: { id: number }) => a.id);
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(recent));
    const first = pending.data.find((a: { id: number }) => a.id === old);
    expect(first.owner).toMatchObject({ user_id: s.id, email: s.email });
    expect(Object.keys(first.owner.meta).sort()).toEqual(["first_name", "last_name", "profile_image", "username"]);
    const completed = (await k.api("GET", "/advertisements?status=completed", undefined, boss.token)).json();
    expect(completed.data.map((a: { id: number }) => a.id)).toEqual([done2, done]);
    expect(completed).toMatchObject({ current_page: 1, total: 2, next_page_url: null });
    const paged = (await k.api("GET", "/advertisements?per_page=1", undefined, boss.token)).json();
    expect(paged.next_page_url).toBe("http://forum.test/forum/api/v1/admin/advertisements?page=2&per_page=1");
    expect((await k.api("GET", "/advertisements?status=paused", undefined, boss.token)).statusCode).toBe(422);
    expect((await k.api("GET", "/advertisements", undefined, s.token)).statusCode).toBe(403);
    expect((await k.api("GET", "/advertisements")).statusCode).toBe(401);
  });
});

describe("approve and reject", () => {
  it("approve: 401 guests, 403 students, 404 unknown, 409 unless waiting; audited; the owner is mailed", async () => {
    const s = await student();
    const id = await k.ad({ userId: s.id, startDate: daysFrom(today(), 5) });
    expect((await k.call("POST", `/forum/api/v1/admin/advertisements/${id}/approve`)).statusCode).toBe(401);
    expect((await approve(id, s.token)).statusCode).toBe(403);
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await approve(2 ** 31)).statusCode).toBe(404);
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adMessages.approved, data: { id, status: "pending" } });
    expect(res.json().data.approved_at).not.toBeNull();
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adMessages.notReviewable);
    const [audit] = await k.audits();
    expect(audit).toMatchObject({ action: "advertisement.approve", targetType: "advertisement", targetId: id });
    await t.settled?.();
    const [mail] = k.reviewMails(s.email);
    expect(mail?.subject).toBe('Your campaign "Campus Prints" was approved');
    expect(mail?.text).toContain("runs for 10 days");
    // Its start day is ahead: the go-live job waits for that day's first moment in Lagos (UTC+1).
    expect((await k.row(id)).approvedBy).toBe(boss.id);
    const rejected = await k.ad({ userId: s.id, status: "rejected" });
    expect((await approve(rejected)).statusCode).toBe(409);
  });

  it("reject: takes a reason, mails it to the owner, is audited; 409 once completed or rejected", async () => {
    const s = await student();
    const id = await k.ad({ userId: s.id });
    expect((await reject(id, "  ")).json().message).toBe(adMessages.rejectReasonRequired);
    expect((await reject(id, "x".repeat(501))).statusCode).toBe(422);
    expect((await reject(id, "Spam", s.token)).statusCode).toBe(403);
    const res = await reject(id, "The link leads to a <b>betting</b> site.");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: adMessages.rejected,
      data: { status: "rejected", reject_reason: "The link leads to a <b>betting</b> site." },
    });
    expect((await reject(id, "Again")).statusCode).toBe(409);
    const [audit] = await k.audits();
    expect(audit).toMatchObject({ action: "advertisement.reject", targetId: id, actorId: boss.id });
    expect(audit?.note).toContain("betting");
    await t.settled?.();
    const [mail] = k.reviewMails(s.email);
    expect(mail?.subject).toBe('Your campaign "Campus Prints" was not approved');
    expect(mail?.text).toContain("Reason: The link leads to a <b>betting</b> site.");
    expect(mail?.html).toContain("&lt;b&gt;betting&lt;/b&gt;");
    expect(mail?.text).not.toContain("refund");
    const completed = await k.ad({ userId: s.id, status: "completed" });
    expect((await reject(completed, "Late")).statusCode).toBe(409);
    // A running campaign may be stopped.
    const live = await k.running(s.id, 1);
    expect((await reject(live, "Complaints")).statusCode).toBe(200);
    expect((await k.row(live)).status).toBe("rejected");
  });
});

describe("going live and completing (durable jobs and the sweep)", () => {
  it("approved with its start day come: live at once (the answer says so), running its full duration from then", async () => {
    await t.context!.jobs.start();
    const s = await student();
    const id = await k.ad({ userId: s.id, duration: 3 });
    const before = Date.now();
    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe("active");
    const row = await k.row(id);
    expect(row.status).toBe("active");
    // Live when it was approved (its start day began earlier), never before it.
    expect(row.liveAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(row.liveAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.endsAt!.getTime() - row.liveAt!.getTime()).toBe(3 * day);
    const mine = (await k.list(s.token)).json().data[0];
    expect(mine).toMatchObject({ status: "active", amount_spent: 0, live_at: row.liveAt!.toISOString() });
  });

  it("a start day ahead: the job waits for its first moment in Lagos; going early changes nothing", async () => {
    await t.context!.jobs.start();
    const s = await student();
    const start = daysFrom(today(), 2);
    const id = await k.ad({ userId: s.id, startDate: start });
    expect((await approve(id)).statusCode).toBe(200);
    const jobs = await t.database.db.execute(
      sql`select id from pgboss.job where name = 'ad-go-live' and data->>'adId' = ${String(id)}`,
    );
    const jobId = ((Array.isArray(jobs) ? jobs : (jobs as { rows: { id: string }[] }).rows) as { id: string }[])[0]?.id;
    const job = await jobRow(t.database.db, jobId);
    expect(job?.state).toBe("created");
    // 00:00 in Lagos is 23:00 UTC the day before.
    expect(new Date(job!.start_after).toISOString()).toBe(`${daysFrom(start, -1)}T23:00:00.000Z`);
    expect(await k.ads.schedule.goLive(id, start)).toBe(false);
    expect(await k.ads.schedule.sweep()).toBe(0);
    expect((await k.row(id)).status).toBe("pending");
  });

  it("the sweep puts live what a lost job left (live from its start day), and completes what has run its course", async () => {
    const s = await student();
    // Approved two days ago, starting yesterday: its job was lost.
    const yesterday = daysFrom(today(), -1);
    const lost = await k.ad({
      userId: s.id,
      startDate: yesterday,
      duration: 5,
      approvedAt: new Date(Date.now() - 2 * day),
    });
    const unpaid = await k.ad({ userId: s.id, paymentStatus: "unpaid", approvedAt: new Date(Date.now() - day) });
    const waiting = await k.ad({ userId: s.id });
    const over = await k.running(s.id, 11, { duration: 10 });
    const notOver = await k.running(s.id, 3, { duration: 10 });
    expect(await k.ads.schedule.sweep()).toBeGreaterThanOrEqual(2);
    const live = await k.row(lost);
    expect(live.status).toBe("active");
    expect(live.liveAt!.toISOString()).toBe(`${daysFrom(yesterday, -1)}T23:00:00.000Z`);
    expect(live.endsAt!.getTime() - live.liveAt!.getTime()).toBe(5 * day);
    expect((await k.row(unpaid)).status).toBe("pending");
    expect((await k.row(waiting)).status).toBe("pending");
    expect((await k.row(over)).status).toBe("completed");
    expect((await k.row(notOver)).status).toBe("active");
    // Transitions happen once: again, nothing moves.
    expect(await k.ads.schedule.goLive(lost, yesterday)).toBe(false);
    expect(await k.ads.schedule.complete(over)).toBe(false);
    const shown = (await k.list(s.token)).json().data.find((a: { id: number }) => a.id === over);
    expect(shown).toMatchObject({ status: "completed", amount_spent: 10_000 });
  });

  it("completion runs from its job at the end", async () => {
    await t.context!.jobs.start();
    const s = await student();
    const id = await k.ad({ userId: s.id, duration: 1, approvedAt: new Date() });
    expect(await k.ads.schedule.goLive(id, today())).toBe(true);
    // Its day has run: its end passed a second ago, and its completion job falls due now.
    await k.set(id, { liveAt: new Date(Date.now() - day - 1_000), endsAt: new Date(Date.now() - 1_000) });
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'ad-complete' and data->>'adId' = ${String(id)}`,
    );
    await eventually(async () => expect((await k.row(id)).status).toBe("completed"));
  });
});
