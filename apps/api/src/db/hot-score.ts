import { eq, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { posts } from "./schema/index.ts";

/**
 * The default feed order: engagement on a log scale plus creation time (12.5 hours of age weigh one tenfold of
 * engagement), so recent activity rises and the score never needs re-computing as time passes: it can be indexed.
 * It reads the counters as stored, so it runs as a statement of its own after the one that moved them.
 */
const hotScore = sql`log(greatest(likes_count - unlikes_count + 2 * replies_count, 1)) + extract(epoch from created_at) / 45000`;

/**
 * The one place `posts.hot_score` is written: after a post is created or published, its likes or replies moved
 * (the posts repositories), and for every post at once when rows were written straight in (the demo seed, tests).
 * `db` may be a transaction.
 */
export const refreshHotScore = (db: Db, postId?: number) =>
  db
    .update(posts)
    .set({ hotScore: hotScore })
    .where(postId === undefined ? undefined : eq(posts.id, postId));
