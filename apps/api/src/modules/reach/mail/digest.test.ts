import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences, posts, watches } from "../../../db/schema/index.ts";
import { defaultTimeZone } from "../../../platform/time-zone.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { latestDigestTime } from "./digest-schedule.ts";
import { mailKit } from "./mail-test-kit.ts";

const { t, boss } = adminTestApp();
let k: ReturnType<typeof mailKit>;
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const minute = 60_000;
/** The next Monday 07:00 in Lagos after now: the tests' clock moves around it. */
let monday: Date;
beforeAll(() => {
  k = mailKit(t);
  monday = latestDigestTime(new Date(Date.now() + 7 * day), defaultTimeZone, "weekly");
});
const at = (ms: number) => {
  k.clock.now = new Date(monday.getTime() + ms);
};
const lastDigest = async (userId: number) =>
  (await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0]
    ?.lastDigestAt;
const setCreated = (id: number, createdAt: Date) =>
  t.database.db.update(posts).set({ createdAt }).where(eq(posts.id, id));

describe("the digest", () => {
  it("07:00 in Lagos, Monday 07:00 for weekly", () => {
    expect(monday.toISOString()).toMatch(/T06:00:00\.000Z$/); // Lagos is UTC+1
    expect(new Date(monday.getTime() + hour).getUTCDay()).toBe(1);
    const tuesday = new Date(monday.getTime() + day + 5 * minute);
    expect(latestDigestTime(tuesday, defaultTimeZone, "weekly")).toEqual(monday);
    expect(latestDigestTime(tuesday, defaultTimeZone, "daily").getTime()).toBe(monday.getTime() + day);
    expect(latestDigestTime(new Date(monday.getTime() - minute), defaultTimeZone, "daily").getTime()).toBe(
      monday.getTime() - day,
    );
  });

  it("daily: not due at 06:59, sent at 07:05 with the unread notifications, not twice; nothing new: no mail", async () => {
    const a = await k.student("daily@uni.edu");
    const quiet = await k.student("quiet@uni.edu");
    const author = await k.student("daily-author@uni.edu");
    const p = await k.post({ by: author.id, title: "Past questions for MTH101" });
    await k.setPrefs(a.id, { digest: "daily", lastDigestAt: new Date(monday.getTime() - day + minute) });
    await k.setPrefs(quiet.id, { digest: "daily", lastDigestAt: new Date(monday.getTime() - day + minute) });
    await k.notify(a.id, "mention", p, author.id, new Date(monday.getTime() - 2 * hour));
    at(-minute);
    await k.digests.runDue("daily");
    expect(k.mailsTo("daily@uni.edu")).toHaveLength(0);
    at(5 * minute);
    await k.digests.runDue("daily");
    const [mail] = k.mailsTo("daily@uni.edu");
    expect(mail?.subject).toBe("Your daily digest from Student Forum");
    expect(mail?.text).toContain('ada mentioned you in "Past questions for MTH101"');
    expect(mail?.text).toContain("you chose a daily digest");
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = /unsubscribe\/([\w.-]+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!;
    expect(k.deps.tokens.verify(token)).toEqual({ userId: a.id, scope: "digest" });
    expect(await lastDigest(a.id)).toEqual(k.clock.now);
    // Nothing new for the quiet one: no mail, but decided.
    expect(k.mailsTo("quiet@uni.edu")).toHaveLength(0);
    expect(await lastDigest(quiet.id)).toEqual(k.clock.now);
    at(30 * minute);
    await k.digests.runDue("daily");
    expect(k.mailsTo("daily@uni.edu")).toHaveLength(1);
  });

  it("weekly: only on Monday; the top new posts of watched communities and tags the student may see", async () => {
    const b = await k.student("weekly@uni.edu");
    const author = await k.student("weekly-author@uni.edu");
    const mine = await k.community("Engineering", [b.id, author.id]);
    const closed = await k.community("Law", [author.id]);
    await t.database.db.insert(watches).values([
      { userId: b.id, communityId: mine.id, level: "watching" },
      { userId: b.id, tagKey: "scholarships", level: "watching" },
    ]);
    await k.setPrefs(b.id, { digest: "weekly", lastDigestAt: new Date(monday.getTime() - 7 * day + minute) });
    const made = {
      community: await k.post({ by: author.id, title: "Thermodynamics notes", communityId: mine.id, likes: 9 }),
      tag: await k.post({ by: author.id, title: "Scholarship deadlines", tags: ["Scholarships"] }),
      membersOnly: await k.post({ by: author.id, title: "Moot court", communityId: closed.id, tags: ["scholarships"] }),
      draft: await k.post({ by: author.id, title: "Unfinished", communityId: mine.id, status: "draft" }),
      own: await k.post({ by: b.id, title: "My own", communityId: mine.id }),
      unwatched: await k.post({ by: author.id, title: "Football" }),
    };
    for (const p of Object.values(made)) await setCreated(p.id, new Date(monday.getTime() - 3 * hour));
    at(-day + 5 * minute); // Sunday 07:05: the weekly one is not due
    await k.digests.runDue("weekly");
    expect(k.mailsTo("weekly@uni.edu")).toHaveLength(0);
    at(5 * minute);
    await k.digests.runDue("weekly");
    const mails = k.mailsTo("weekly@uni.edu");
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    expect(text).toContain("New in what you watch");
    expect(text).toContain("Thermodynamics notes (0 replies, 9 likes)");
    expect(text).toContain("Scholarship deadlines");
    expect(text.indexOf("Thermodynamics")).toBeLessThan(text.indexOf("Scholarship deadlines")); // hotter first
    for (const hidden of ["Moot court", "Unfinished", "My own", "Football"]) expect(text).not.toContain(hidden);
    expect(text).toContain(`http://forum.test/forum/post/${made.tag.uuid}`);
    at(day + 5 * minute); // Tuesday: sent this week already
    await k.digests.runDue("weekly");
    expect(k.mailsTo("weekly@uni.edu")).toHaveLength(1);
  });

  it("POST /admin/digests/run: admins only; runs the due ones of that frequency now", async () => {
    const url = "/forum/api/v1/admin/digests/run";
    expect((await k.call("POST", url, { frequency: "daily" })).statusCode).toBe(401);
    const s = await k.student("not-admin@uni.edu");
    expect((await k.call("POST", url, { frequency: "daily" }, s.token)).statusCode).toBe(403);
    expect((await k.call("POST", url, { frequency: "hourly" }, boss.token)).statusCode).toBe(422);
    const due = await k.student("due-now@uni.edu");
    const author = await k.student("due-author@uni.edu");
    const p = await k.post({ by: author.id, title: "Hostel allocation" });
    await k.setPrefs(due.id, { digest: "daily", lastDigestAt: new Date(Date.now() - 3 * day) });
    await k.notify(due.id, "mention", p, author.id, new Date(Date.now() - hour));
    const res = await k.call("POST", url, { frequency: "daily" }, boss.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sent).toBeGreaterThanOrEqual(1);
    expect(k.mailsTo("due-now@uni.edu")).toHaveLength(1);
    expect((await k.call("POST", url, { frequency: "daily" }, boss.token)).json()).toEqual({ data: { sent: 0 } });
  });
});
