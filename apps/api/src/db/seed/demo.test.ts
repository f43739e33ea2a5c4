import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../platform/passwords.ts";
import { createDiskStorage } from "../../platform/storage.ts";
import { openTestDatabase } from "../../test/test-db.ts";
import type { Database } from "../client.ts";
import { DEMO_PASSWORD, type DemoSummary, seedDemoIfEmpty } from "./demo.ts";
import { ADS } from "./demo-ads.ts";
import { ANNOUNCEMENTS } from "./demo-announcements.ts";
import { EVENTS } from "./demo-events.ts";
import { REPORT_REASONS, seedReference } from "./reference.ts";

let database: Database;
let uploadsDir: string;
let summary: DemoSummary | null;
const log = pino({ level: "silent" });

async function rows<T>(query: SQL): Promise<T[]> {
  // Both drivers answer execute() with an object carrying `rows`; Drizzle types it per driver.
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (query: SQL) => Number((await rows<{ n: number }>(query))[0]?.n);
const fileExists = (publicPath: string) => fs.existsSync(path.join(uploadsDir, path.basename(publicPath)));

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-demo-"));
  await seedReference(database.db);
  summary = await seedDemoIfEmpty(database.db, { storage: createDiskStorage(uploadsDir), log });
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe("demo seed", () => {
  it("keeps the reference data and adds verified students who sign in with the demo password", async () => {
    expect(summary).not.toBeNull();
    expect(await count(sql`select count(*)::int as n from categories`)).toBeGreaterThanOrEqual(10);
    expect(await count(sql`select count(*)::int as n from report_reasons`)).toBe(REPORT_REASONS.length);
    const students = await rows<{ password_hash: string; email: string }>(
      sql`select password_hash, email from users where email_verified_at is not null order by id`,
    );
    expect(students.length).toBeGreaterThanOrEqual(12);
    expect(students.every((s) => s.email.endsWith("@students.example"))).toBe(true);
    expect(new Set(students.map((s) => s.password_hash)).size).toBe(1);
    expect(await verifyPassword(students[0]?.password_hash ?? "", DEMO_PASSWORD)).toBe(true);
    // One demo student moderates, so whoever tries the demo can open the admin console.
    const admins = await rows<{ email: string }>(sql`select email from users where is_admin order by id`);
    expect(admins.map((a) => a.email)).toEqual(["blessing.etim@students.example"]);
  });

  it("creates six communities with an acronym, an about text and a stored banner", async () => {
    const list = await rows<{ acronym: string; about: string; image: string }>(
      sql`select acronym, about, image from communities`,
    );
    expect(list).toHaveLength(6);
    for (const c of list) {
      expect(c.acronym.length).toBeGreaterThan(1);
      expect(c.about.length).toBeGreaterThan(40);
      expect(fileExists(c.image)).toBe(true);
    }
  });

  it("publishes posts, comments, drafts, pictures and an achievers banner", async () => {
    const n = (where: SQL) => count(sql`select count(*)::int as n from posts where ${where}`);
    expect(await n(sql`type = 'post' and status = 'published'`)).toBeGreaterThanOrEqual(40);
    expect(await n(sql`type = 'comment' and status = 'published' and parent_id is not null`)).toBeGreaterThanOrEqual(
      90,
    );
    expect(await n(sql`status = 'draft'`)).toBeGreaterThanOrEqual(2);
    expect(await n(sql`anonymous`)).toBeGreaterThanOrEqual(5);
    expect(await n(sql`community_id is not null and type = 'post'`)).toBeGreaterThanOrEqual(10);
    expect(await n(sql`content_text like '%<%' or length(title) > 150`)).toBe(0);
    const images = await rows<{ path: string }>(
      sql`select jsonb_array_elements_text(images) as path from posts union all select image_path from achievers where active`,
    );
    expect(images.length).toBeGreaterThanOrEqual(5);
    expect(images.every((i) => fileExists(i.path))).toBe(true);
  });

  it("publishes announcements in categories, each with a stored banner, the newest one featured", async () => {
    const list = await rows<{ title: string; image: string; is_featured: boolean; category: string | null }>(
      sql`select a.title, a.image, a.is_featured, c.name as category from announcements a
        left join announcement_categories c on c.id = a.category_id order by a.created_at desc`,
    );
    expect(list).toHaveLength(ANNOUNCEMENTS.length);
    expect(list.every((a) => a.category !== null && fileExists(a.image))).toBe(true);
    expect(list.map((a) => a.is_featured)).toEqual([true, false, false, false]);
  });

  it("lists events around the seeding day, upcoming ones at whole hours in Lagos, each with a stored thumbnail", async () => {
    const list = await rows<{ title: string; thumbnail: string; starts_at: Date | string }>(
      sql`select title, thumbnail, starts_at from events order by starts_at`,
    );
    expect(list).toHaveLength(EVENTS.length);
    expect(list.every((e) => fileExists(e.thumbnail))).toBe(true);
    const starts = list.map((e) => new Date(e.starts_at));
    expect(starts.filter((d) => d.getTime() > Date.now())).toHaveLength(3);
    expect(starts.every((d) => d.getUTCMinutes() === 0)).toBe(true);
  });

  it("runs one ad campaign in the feed now, with a completed and a waiting one, each with a stored picture", async () => {
    const list = await rows<{ status: string; image: string; live: boolean; clicks: number; impressions: number }>(
      sql`select status, image, clicks::int, impressions::int,
        (status = 'active' and live_at <= now() and ends_at > now()) as live from advertisements order by id`,
    );
    expect(list).toHaveLength(ADS.length);
    expect(list.map((a) => a.status).sort()).toEqual(["active", "completed", "pending"]);
    expect(list.filter((a) => a.live)).toHaveLength(1);
    expect(list.every((a) => fileExists(a.image) && a.clicks <= a.impressions)).toBe(true);
  });

  it("keeps every counter equal to the rows it counts", async () => {
    const badPosts = sql`select count(*)::int as n from posts p where
      p.likes_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.value = 1)
      or p.unlikes_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.value = -1)
      or p.replies_count <> (select count(*) from posts c where c.parent_id = p.id)
      or p.views_count < p.likes_count`;
    expect(await count(badPosts)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from communities c
        where c.members_count <> (select count(*) from community_members m where m.community_id = c.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from poll_options o
        where o.votes_count <> (select count(*) from poll_votes v where v.option_id = o.id)`),
    ).toBe(0);
  });

  it("has plausible activity: no self-likes, members-only community activity, nothing before its post", async () => {
    const q = (body: SQL) => count(sql`select count(*)::int as n from ${body}`);
    expect(await q(sql`post_reactions r join posts p on p.id = r.post_id where r.user_id = p.user_id`)).toBe(0);
    expect(await q(sql`post_reactions r join posts p on p.id = r.post_id where r.created_at < p.created_at`)).toBe(0);
    expect(await q(sql`posts c join posts p on p.id = c.parent_id where c.created_at <= p.created_at`)).toBe(0);
    expect(
      await q(sql`posts p where p.community_id is not null and not exists
      (select 1 from community_members m where m.community_id = p.community_id and m.user_id = p.user_id)`),
    ).toBe(0);
    expect(
      await q(sql`post_reactions r where r.created_at > now() - interval '7 days' and r.value = 1`),
    ).toBeGreaterThan(20);
    expect(await q(sql`bookmarks`)).toBeGreaterThanOrEqual(3);
  });

  it("has solved questions: each accepted answer is another student's direct reply, accepted after it came", async () => {
    const q = (body: SQL) => count(sql`select count(*)::int as n from ${body}`);
    expect(await q(sql`posts where accepted_reply_id is not null`)).toBeGreaterThanOrEqual(5);
    expect(
      await q(sql`posts p join posts r on r.id = p.accepted_reply_id
      where r.parent_id <> p.id or r.user_id = p.user_id or p.accepted_at < r.created_at or p.accepted_at > now()`),
    ).toBe(0);
  });

  it("has an active poll with options and a tag pool with clear favourites", async () => {
    expect(
      await count(sql`select count(*)::int as n from poll_options o join polls p on p.id = o.poll_id where p.active`),
    ).toBe(4);
    expect(await count(sql`select count(*)::int as n from polls where not active`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from post_tags where tag_key <> lower(tag)`)).toBe(0);
    const popular = await count(
      sql`select count(*)::int as n from (select tag_key from post_tags group by tag_key having count(*) >= 3) t`,
    );
    expect(popular).toBeGreaterThanOrEqual(5);
  });

  it("does nothing on a database that already has users", async () => {
    const totals = sql`select (select count(*) from users) + (select count(*) from posts)
      + (select count(*) from post_reactions) + (select count(*) from communities) as n`;
    const before = await count(totals);
    expect(await seedDemoIfEmpty(database.db, { storage: createDiskStorage(uploadsDir), log })).toBeNull();
    expect(await count(totals)).toBe(before);
  });
});
