import { type Counts, moderationTexts } from "@forum/contract";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { countsTowardAutoHide, neverAutoHidden, signupBurstOf } from "../../db/auto-hide.ts";
import type { Db } from "../../db/client.ts";
import { refreshHotScore } from "../../db/hot-score.ts";
import { setModeratedStatus } from "../../db/post-status.ts";
import { bookmarks, postReactions, posts, reportReasons, reports, users } from "../../db/schema/index.ts";
import type { WithinTransaction } from "../../platform/events.ts";
import type { Viewer } from "./posts.filters.ts";
import { visibleTo } from "./posts.repository.ts";

/** REPORT_HIDE_THRESHOLD (0: never) and NEW_ACCOUNT_HOURS: when reports hide a post until review. */
export type AutoHideRule = { threshold: number; newAccountHours: number };

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

    reasons: () => db.select().from(reportReasons).orderBy(reportReasons.id),

    /**
     * Records a student's report; `reported` false when they already reported this post. With a threshold (0: never),
     * the report that brings the post's weight to it hides a published post until an admin resolves it. The weight is
     * the open reports of reporters that count (db/auto-hide.ts: not new, taken part, not the author), one per sign-up
     * burst; an admin's post is never hidden this way. The post row is locked first, so concurrent reports count one
     * after another and exactly one of them hides it.
     */
    report: (postId: number, userId: number, reasonIds: number[], rule: AutoHideRule) =>
      db.transaction(async (tx) => {
        const [post] = await tx
          .select({
            id: posts.id,
            parentId: posts.parentId,
            status: posts.status,
            userId: posts.userId,
            exempt: neverAutoHidden,
          })
          .from(posts)
          .where(eq(posts.id, postId))
          .for("update");
        if (!post) return { reported: false, hidden: false };
        const inserted = await tx
          .insert(reports)
          .values({ postId, userId, reasonIds })
          .onConflictDoNothing()
          .returning({ id: reports.id });
        if (inserted.length === 0) return { reported: false, hidden: false };
        if (rule.threshold <= 0 || post.status !== "published" || post.exempt) return { reported: true, hidden: false };
        const [weight] = await tx
          .select({ n: sql<number>`count(distinct ${signupBurstOf})::int` })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.userId))
          .where(
            and(
              eq(reports.postId, postId),
              eq(reports.status, "open"),
              ne(reports.userId, post.userId),
              countsTowardAutoHide(rule.newAccountHours),
            ),
          );
        if ((weight?.n ?? 0) < rule.threshold) return { reported: true, hidden: false };
        await setModeratedStatus(tx, post, "hidden", moderationTexts.autoHiddenReason);
        return { reported: true, hidden: true };
      }),
  };
}
export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
