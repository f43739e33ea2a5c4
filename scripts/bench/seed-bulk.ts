import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client.ts";
import { refreshHotScore } from "../../apps/api/src/db/hot-score.ts";
import { categories, users } from "../../apps/api/src/db/schema/index.ts";
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

/** The seed's vocabulary (titles and text are drawn from it; "exam" three times as often as most). */
export const WORDS = (
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
/** Rows a statement: one JSON parameter each, so a batch's size is bounded by memory, not by the 65,535 parameters. */
const BATCH = 20_000;

export type SeedStats = { users: number; posts: number; comments: number; tags: number; ms: number };

type Row = Record<string, unknown>;
/**
 * Inserts rows (keys are SQL column names) as one JSON parameter that PostgreSQL unpacks itself: no query text of
 * 20,000 rows for Drizzle to build and the server to parse, on both drivers. Returns the ids in the rows' order (the
 * function scan yields them in order and INSERT ... RETURNING keeps it).
 */
async function insertJson(db: Db, table: string, rows: Row[], returning = false): Promise<number[]> {
  if (!rows.length) return [];
  const columns = sql.raw(
    Object.keys(rows[0]!)
      .map((c) => `"${c}"`)
      .join(", "),
  );
  const result = (await db.execute(
    sql`insert into ${sql.identifier(table)} (${columns}) select ${columns}
      from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)
      ${returning ? sql`returning id` : sql``}`,
  )) as unknown as { rows: { id: number }[] };
  return returning ? result.rows.map((r) => Number(r.id)) : [];
}

/**
 * The tables' secondary indexes (not those behind a primary key or unique constraint, which the inserts and the
 * foreign keys need): dropped while the rows go in and built once at the end, which is several times faster than
 * keeping a GIN or trigram index up to date row by row. Read from the catalogue, so new indexes of the migrations are
 * dropped and rebuilt too.
 */
async function dropIndexes(db: Db, tables: string[]): Promise<string[]> {
  const { rows } = (await db.execute(sql`select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ${tables}
      and indexname not in (select conname from pg_constraint)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const r of rows) await db.execute(sql`drop index ${sql.identifier(r.indexname)}`);
  return rows.map((r) => r.indexdef);
}

/**
 * 5,000 users and `total` posts (about 20% of them comments) with tags, categories and counters, then ANALYZE. The
 * rows come from a seeded PRNG, drawn in the same order as before the batched inserts (same seed, same forum), and are
 * generated and inserted a batch at a time, so a million posts do not sit in memory at once.
 */
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
  for (let i = 0; i < userRows.length; i += 2500) {
    const batch = userRows.slice(i, i + 2500);
    userIds.push(...(await db.insert(users).values(batch).returning({ id: users.id })).map((r) => r.id));
  }
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((r) => r.id);
  log(`users: ${userIds.length} in ${Date.now() - started} ms`);
  const indexes = await dropIndexes(db, ["posts", "post_tags", "post_categories"]);
  // One batch in the database while the next is generated here: the server's CPU (to_tsvector of every row) and this
  // process's overlap. `overlap(work)` waits for the batch before starts this one; `overlap()` waits for the last.
  let inFlight: Promise<unknown> = Promise.resolve();
  const overlap = async (work?: () => Promise<unknown>) => {
    await inFlight;
    inFlight = work ? work() : Promise.resolve();
    inFlight.catch(() => {}); // handled by the next call's await, not an unhandled rejection meanwhile
  };

  // Top-level posts first (their reply counts are known before insert), then comments under published posts.
  const nComments = Math.round(total * 0.2);
  const nPosts = total - nComments;
  const skewed = (n: number, power: number) => Math.floor(n * rnd() ** power);
  const parentOf = Int32Array.from({ length: nComments }, () => skewed(nPosts, 3));
  const repliesTo = new Int32Array(nPosts);
  for (const p of parentOf) repliesTo[p]!++;
  const published = new Uint8Array(nPosts);
  const createdOf = new Float64Array(nPosts);
  const postIds = new Int32Array(nPosts);
  let tagCount = 0;
  for (let from = 0; from < nPosts; from += BATCH) {
    const tagsOf: string[][] = [];
    const rows = Array.from({ length: Math.min(BATCH, nPosts - from) }, (_, k) => {
      const i = from + k;
      const tags = [...new Set(Array.from({ length: Math.floor(rnd() * 4) }, () => TAGS[skewed(TAGS.length, 3)]!))];
      tagsOf.push(tags);
      const createdAt = now - rnd() * 365 * DAY;
      createdOf[i] = createdAt;
      const text = Array.from({ length: 2 + Math.floor(rnd() * 4) }, sentence).join(" ");
      const title = sentence().slice(0, 80);
      const likes = Math.floor(rnd() ** 4 * 200);
      const status = rnd() < 0.01 ? "draft" : "published";
      published[i] = status === "published" ? 1 : 0;
      return {
        type: "post",
        status,
        title,
        content: `<p>${text}</p>`,
        content_text: text,
        user_id: userIds[Math.floor(rnd() * userIds.length)]!,
        anonymous: rnd() < 0.05,
        tags_text: tagsText(tags),
        likes_count: likes,
        unlikes_count: Math.floor(rnd() ** 4 * 20),
        views_count: likes * 5 + Math.floor(rnd() * 50),
        replies_count: published[i] ? repliesTo[i]! : 0,
        created_at: new Date(createdAt),
        updated_at: new Date(createdAt),
      };
    });
    await overlap(async () => {
      const ids = await insertJson(db, "posts", rows, true);
      postIds.set(ids, from);
      const tagRows = tagsOf.flatMap((tags, k) =>
        tags.map((tag) => ({ post_id: ids[k]!, tag_key: tag.toLowerCase(), tag })),
      );
      await insertJson(db, "post_tags", tagRows);
      tagCount += tagRows.length;
    });
  }
  await overlap();
  log(`posts: ${nPosts} (${tagCount} tags) in ${Date.now() - started} ms`);

  let nCommentRows = 0;
  const parents = parentOf.filter((p) => published[p] === 1);
  for (let from = 0; from < parents.length; from += BATCH) {
    const rows = Array.from(parents.subarray(from, from + BATCH), (p) => {
      const createdAt = Math.min(now, createdOf[p]! + rnd() * 30 * DAY);
      const text = Array.from({ length: 1 + Math.floor(rnd() * 3) }, sentence).join(" ");
      return {
        type: "comment",
        status: "published",
        content: `<p>${text}</p>`,
        content_text: text,
        parent_id: postIds[p]!,
        user_id: userIds[Math.floor(rnd() * userIds.length)]!,
        anonymous: rnd() < 0.05,
        likes_count: Math.floor(rnd() ** 5 * 30),
        created_at: new Date(createdAt),
        updated_at: new Date(createdAt),
      };
    });
    await overlap(() => insertJson(db, "posts", rows));
    nCommentRows += rows.length;
  }
  await overlap();
  log(`comments: ${nCommentRows} in ${Date.now() - started} ms`);

  let categoryCount = 0;
  for (let from = 0; from < nPosts; from += BATCH) {
    const rows = Array.from(postIds.subarray(from, from + BATCH)).flatMap((postId) => {
      const ids = new Set(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(categoryIds)));
      return [...ids].map((categoryId) => ({ post_id: postId, category_id: categoryId }));
    });
    await overlap(() => insertJson(db, "post_categories", rows));
    categoryCount += rows.length;
  }
  await overlap();
  log(`categories: ${categoryCount} in ${Date.now() - started} ms`);

  // A third of the answered questions have an accepted answer (their best-liked reply), for the Solved filters' plans.
  await db.execute(sql`update posts q set accepted_reply_id = r.id, accepted_at = r.created_at
    from (select distinct on (parent_id) id, parent_id, created_at from posts where type = 'comment'
      order by parent_id, likes_count desc, id) r
    where r.parent_id = q.id and q.id % 3 = 0`);
  // The app's own formula, so the feed order is exactly what the app would have stored.
  await refreshHotScore(db);
  // Those updates left a dead copy of every row; a live forum's table is not half dead tuples, so compact it (before
  // the indexes are built, so only the table is rewritten).
  await db.execute(sql`vacuum full posts`);
  log(`accepted answers, hot_score, vacuum full in ${Date.now() - started} ms`);
  await db.transaction(async (tx) => {
    // More memory for the sorts of the index builds (a session setting: one connection of the pool).
    if (database(db) === "postgres") await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const def of indexes) await tx.execute(sql.raw(def));
  });
  await db.execute(sql`vacuum analyze`);
  log(`${indexes.length} indexes + analyze in ${Date.now() - started} ms`);
  return {
    users: userIds.length,
    posts: nPosts,
    comments: nCommentRows,
    tags: tagCount,
    ms: Date.now() - started,
  };
}

/** Which driver a Drizzle instance talks to: PGlite's client has no pool. */
const database = (db: Db) => ("totalCount" in (db as unknown as { $client: object }).$client ? "postgres" : "pglite");
