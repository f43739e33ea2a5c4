import type { Counts } from "@forum/contract";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshHotScore } from "../../db/hot-score.ts";
import { bookmarks, postReactions, posts } from "../../db/schema/index.ts";
import type { WithinTransaction } from "../../platform/events.ts";
import type { Viewer } from "./posts.filters.ts";
import { visibleTo } from "./posts.repository.ts";

export function createEngagementRepository(db: Db) {
  return {
    /**
     * Toggles a like (1) or dislike (-1): the same again removes it, the other one replaces it. The post row is
     * locked so concurrent toggles on one post keep its counters equal to its reaction rows.
     */
    toggleReaction: (
      postId: number,
      userId: number,
      value: 1 | -1,
      within?: WithinTransaction<Counts>,
    ): Promise<Counts> =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${posts} where id = ${postId} for update`);
        const [existing] = await tx
          .select({ value: postReactions.value })
          .from(postReactions)
          .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
        if (existing?.value === value) {
          await tx.delete(postReactions).where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
        } else {
          // A flipped reaction counts from now, so this week's leaderboard sees it in this week.
          await tx
            .insert(postReactions)
            .values({ postId, userId, value })
            .onConflictDoUpdate({
              target: [postReactions.postId, postReactions.userId],
              set: { value, createdAt: new Date() },
            });
        }
        const mine = existing?.value === value ? 0 : value;
        const [row] = await tx
          .update(posts)
          .set({
            likesCount: sql`(select count(*) from ${postReactions} where post_id = ${postId} and value = 1)`,
            unlikesCount: sql`(select count(*) from ${postReactions} where post_id = ${postId} and value = -1)`,
          })
          .where(eq(posts.id, postId))
          .returning({ likes: posts.likesCount, unlikes: posts.unlikesCount });
        await refreshHotScore(tx, postId);
        const counts = {
          likes_count: row!.likes,
          unlikes_count: row!.unlikes,
          user_like_count: mine === 1 ? 1 : 0,
          user_unlike_count: mine === -1 ? 1 : 0,
        };
        await within?.(tx, counts);
        return counts;
      }),

    setBookmark: async (postId: number, userId: number, on: boolean) => {
      if (on) await db.insert(bookmarks).values({ postId, userId }).onConflictDoNothing();
      else await db.delete(bookmarks).where(and(eq(bookmarks.postId, postId), eq(bookmarks.userId, userId)));
      return on;
    },

    /** Only bookmarks of posts the viewer may still see (a left community hides its posts) are paged and counted. */
    bookmarksPage: async (viewer: NonNullable<Viewer>, page: number, perPage: number) => {
      const where = and(eq(bookmarks.userId, viewer.id), eq(posts.status, "published"), visibleTo(viewer));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: bookmarks.id, postId: bookmarks.postId })
          .from(bookmarks)
          .innerJoin(posts, eq(posts.id, bookmarks.postId))
          .where(where)
          .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(bookmarks).innerJoin(posts, eq(posts.id, bookmarks.postId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
