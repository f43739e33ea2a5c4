import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client.ts";
import { refreshHotScore } from "../../apps/api/src/db/hot-score.ts";
import { categories, postCategories, posts, postTags, users } from "../../apps/api/src/db/schema/index.ts";
import { tagsText } from "../../apps/api/src/modules/posts/tags-order.ts";
import { hashPassword } from "../../apps/api/src/platform/passwords.ts";

/** mulberry32: a tiny seeded PRNG, so every run seeds the same forum. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  "exam exam exam lecture lecture course course semester hostel library campus student students professor " +
  "assignment project result results registration fees scholarship internship deadline timetable tutorial lab " +
  "question answer help advice notes textbook calculus physics chemistry biology economics law medicine " +
  "engineering programming python javascript database network statistics thesis supervisor grade grades " +
  "department faculty admission portal transcript accommodation roommate cafeteria sports football club " +
  "event party weekend morning night today tomorrow week month year really please anyone know where when " +
  "how what best good bad new old first final mid quiz test practice group study session online offline"
).split(" ");
const FIRST = "Ada Bola Chidi Dayo Emeka Funmi Gbenga Halima Ifeoma Jide Kemi Lanre Musa Ngozi Ola Tunde Uche Zainab";
const LAST = "Adeyemi Bello Chukwu Danjuma Eze Falana Garba Ibrahim Johnson Kalu Lawal Mohammed Nwosu Okafor Yusuf";
const TAG_BASES = (
  "Python JavaScript Calculus Physics Chemistry Biology Exams Hostel Scholarship Internship Football Economics " +
  "Law Medicine Engineering Statistics Thesis Library Fees Registration Portal Transcript Admission Tutorial Lab " +
  "Programming Database Networking Sports Music Books Jobs Career Housing Food Transport Events Clubs Research " +
  "Grants Exchange Language Art Design Photography Gaming Fitness Health Finance Startups AI Robotics Maths " +
  "History Philosophy Politics Media Writing Volunteering"
).split(" ");
const TAG_PATTERNS = [
  (w: string) => w,
  (w: string) => `${w}-tips`,
  (w: string) => `${w}Help`,
  (w: string) => `${w}2026`,
];
const TAGS = TAG_BASES.flatMap((w) => TAG_PATTERNS.map((p) => p(w))).slice(0, 300);

const DAY = 86_400_000;
const chunk = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

export type SeedStats = { users: number; posts: number; comments: number; tags: number; ms: number };

/** 5,000 users and `total` posts (about 20% of them comments) with tags, categories and counters, then ANALYZE. */
export async function seedBulk(db: Db, total: number, log: (msg: string) => void): Promise<SeedStats> {
  const started = Date.now();
  const rnd = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const words = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(rnd() * (max - min + 1)) }, () => pick(WORDS));
  const sentence = () => {
    const w = words(8, 16).join(" ");
    return `${w[0]!.toUpperCase()}${w.slice(1)}.`;
  };
  const now = Date.now();

  const passwordHash = await hashPassword("bench-password");
  const firsts = FIRST.split(" ");
  const lasts = LAST.split(" ");
  const userRows = Array.from({ length: 5000 }, (_, i) => ({
    email: `student${i}@bench.test`,
    username: `student_${i}`,
    firstName: pick(firsts),
    lastName: pick(lasts),
    passwordHash,
    emailVerifiedAt: new Date(now - 400 * DAY),
    createdAt: new Date(now - 400 * DAY),
  }));
  const userIds: number[] = [];
  for (const batch of chunk(userRows, 2500)) {
    userIds.push(...(await db.insert(users).values(batch).returning({ id: users.id })).map((r) => r.id));
  }
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((r) => r.id);
  log(`users: ${userIds.length} in ${Date.now() - started} ms`);

  // Top-level posts first (their reply counts are known before insert), then comments under published posts.
  const nComments = Math.round(total * 0.2);
  const nPosts = total - nComments;
  const skewed = (n: number, power: number) => Math.floor(n * rnd() ** power);
  const parentOf = Array.from({ length: nComments }, () => skewed(nPosts, 3));
  const repliesOf = new Array<number>(nPosts).fill(0);
  const tagsOf: string[][] = [];
  const createdOf: number[] = [];
  const postRows = Array.from({ length: nPosts }, (_, i) => {
    const tags = [...new Set(Array.from({ length: Math.floor(rnd() * 4) }, () => TAGS[skewed(TAGS.length, 3)]!))];
    tagsOf.push(tags);
    const createdAt = now - rnd() * 365 * DAY;
    createdOf.push(createdAt);
    const text = Array.from({ length: 2 + Math.floor(rnd() * 4) }, sentence).join(" ");
    const title = sentence().slice(0, 80);
    const likes = Math.floor(rnd() ** 4 * 200);
    return {
      type: "post" as const,
      status: rnd() < 0.01 ? ("draft" as const) : ("published" as const),
      title,
      content: `<p>${text}</p>`,
      contentText: text,
      userId: userIds[Math.floor(rnd() * userIds.length)]!,
      anonymous: rnd() < 0.05,
      tagsText: tagsText(tags),
      likesCount: likes,
      unlikesCount: Math.floor(rnd() ** 4 * 20),
      viewsCount: likes * 5 + Math.floor(rnd() * 50),
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
      index: i,
    };
  });
  for (const p of parentOf) if (postRows[p]!.status === "published") repliesOf[p]!++;

  const postIds: number[] = [];
  for (const batch of chunk(postRows, 2500)) {
    const values = batch.map(({ index, ...row }) => ({ ...row, repliesCount: repliesOf[index]! }));
    postIds.push(...(await db.insert(posts).values(values).returning({ id: posts.id })).map((r) => r.id));
  }
  log(`posts: ${postIds.length} in ${Date.now() - started} ms`);

  const commentRows = parentOf
    .filter((p) => postRows[p]!.status === "published")
    .map((p) => {
      const createdAt = Math.min(now, createdOf[p]! + rnd() * 30 * DAY);
      const text = Array.from({ length: 1 + Math.floor(rnd() * 3) }, sentence).join(" ");
      return {
        type: "comment" as const,
        status: "published" as const,
        content: `<p>${text}</p>`,
        contentText: text,
        parentId: postIds[p]!,
        userId: userIds[Math.floor(rnd() * userIds.length)]!,
        anonymous: rnd() < 0.05,
        likesCount: Math.floor(rnd() ** 5 * 30),
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      };
    });
  for (const batch of chunk(commentRows, 2500)) await db.insert(posts).values(batch);
  log(`comments: ${commentRows.length} in ${Date.now() - started} ms`);
  // A third of the answered questions have an accepted answer (their best-liked reply), for the Solved filters' plans.
  await db.execute(sql`update posts q set accepted_reply_id = r.id, accepted_at = r.created_at
    from (select distinct on (parent_id) id, parent_id, created_at from posts where type = 'comment'
      order by parent_id, likes_count desc, id) r
    where r.parent_id = q.id and q.id % 3 = 0`);

  const tagRows = tagsOf.flatMap((tags, i) =>
    tags.map((tag) => ({ postId: postIds[i]!, tagKey: tag.toLowerCase(), tag })),
  );
  for (const batch of chunk(tagRows, 5000)) await db.insert(postTags).values(batch);
  const categoryRows = postIds.flatMap((postId) => {
    const ids = new Set(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(categoryIds)));
    return [...ids].map((categoryId) => ({ postId, categoryId }));
  });
  for (const batch of chunk(categoryRows, 5000)) await db.insert(postCategories).values(batch);
  log(`tags: ${tagRows.length}, categories: ${categoryRows.length} in ${Date.now() - started} ms`);

  // The app's own formula, so the feed order is exactly what the app would have stored.
  await refreshHotScore(db);
  // That update left a dead copy of every row; a live forum's table is not half dead tuples, so compact it.
  await db.execute(sql`vacuum full posts`);
  await db.execute(sql`vacuum analyze`);
  log(`hot_score + vacuum full + analyze in ${Date.now() - started} ms`);
  return {
    users: userIds.length,
    posts: postIds.length,
    comments: commentRows.length,
    tags: tagRows.length,
    ms: Date.now() - started,
  };
}
