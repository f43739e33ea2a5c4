import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { communities, posts, watches } from "../../../db/schema/index.ts";
import { rootPostOf } from "../../../db/watch-levels.ts";

/** What a watch is on: a post, a community, or a tag by its key (post_tags.tag_key). */
export type WatchTarget = { postId: number } | { communityId: number } | { tagKey: string };

/** The row's column and its unique index (watches_*_key) for a target. */
function keyOf(t: WatchTarget): {
  where: SQL;
  target: typeof watches.postId | typeof watches.communityId | typeof watches.tagKey;
} {
  if ("postId" in t) return { where: eq(watches.postId, t.postId), target: watches.postId };
  if ("communityId" in t) return { where: eq(watches.communityId, t.communityId), target: watches.communityId };
  return { where: eq(watches.tagKey, t.tagKey), target: watches.tagKey };
}

export function createWatchingRepository(db: Db) {
  return {
    /** The caller's level on the target; undefined is "normal" (no row). */
    levelOf: async (userId: number, t: WatchTarget) =>
      (
        await db
          .select({ level: watches.level })
          .from(watches)
          .where(and(keyOf(t).where, eq(watches.userId, userId)))
      )[0]?.level,

    /** Watching or muted: one row per student and target (its unique index), the new level replacing the old. */
    set: (userId: number, t: WatchTarget, level: "watching" | "muted") => {
      const { target } = keyOf(t);
      return db
        .insert(watches)
        .values({ userId, ...t, level })
        .onConflictDoUpdate({
          target: [target, watches.userId],
          targetWhere: sql`${target} is not null`,
          set: { level },
        });
    },

    /** Normal: no row. */
    clear: (userId: number, t: WatchTarget) =>
      db.delete(watches).where(and(keyOf(t).where, eq(watches.userId, userId))),

    /** The post an item is in (itself, or the top of a reply's thread): levels are kept on posts only. */
    rootOf: async (postId: number) => {
      const result = await db.execute(sql`select ${rootPostOf(sql`${postId}::int`)} as id`);
      return (result as unknown as { rows: { id: number | null }[] }).rows[0]?.id ?? undefined;
    },

    communityExists: async (id: number) =>
      (await db.select({ id: communities.id }).from(communities).where(eq(communities.id, id))).length > 0,

    /**
     * The writer of a newly published post or reply watches the post it is in, unless they chose a level there
     * already (a mute stays). `db` is the publishing transaction.
     */
    watchWritten: (itemId: number) =>
      db.execute(sql`insert into ${watches} (user_id, post_id, level)
        select p.user_id, ${rootPostOf(sql`${itemId}::int`)}, 'watching' from ${posts} p where p.id = ${itemId}::int
        on conflict do nothing`),
  };
}
export type WatchingRepository = ReturnType<typeof createWatchingRepository>;
