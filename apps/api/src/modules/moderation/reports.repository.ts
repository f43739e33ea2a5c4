import { moderationTexts } from "@forum/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import { countsTowardAutoHide, neverAutoHidden, signupBurstOf } from "../../db/auto-hide.ts";
import type { Db } from "../../db/client.ts";
import { setModeratedStatus } from "../../db/post-status.ts";
import { posts, reportReasons, reports, users } from "../../db/schema/index.ts";

/** REPORT_HIDE_THRESHOLD (0: never) and NEW_ACCOUNT_HOURS: when reports hide a post until review. */
export type AutoHideRule = { threshold: number; newAccountHours: number };

/** Filing a report: the reasons a student picks from, and the report with its auto-hide. */
export function createReportsRepository(db: Db) {
  return {
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
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
