import type { ResolveAction } from "@forum/contract";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { signupBurstOf } from "../../db/auto-hide.ts";
import type { Db } from "../../db/client.ts";
import { type ModeratedStatus, setModeratedStatus } from "../../db/post-status.ts";
import { posts, publicUserColumns, reportReasons, reportResolutions, reports, users } from "../../db/schema/index.ts";
import type { WithinTransaction } from "../../platform/events.ts";
import { recordAudit } from "../audit/audit.repository.ts";

export type QueueStatus = "open" | "resolved";
/** The post as locked for a resolution: what the decision reads. */
export type LockedPost = {
  id: number;
  type: "post" | "comment";
  parentId: number | null;
  status: string;
  hiddenReason: string | null;
};
export type Decision = { status: ModeratedStatus; reason: string | null };

/**
 * Which reports make a row: an open row is a post's open reports (new reports after a resolution reopen it, and
 * only they count), a resolved row all of a post's reports, none of them open.
 */
const rowReports = (status: QueueStatus): SQL | undefined =>
  status === "open" ? eq(reports.status, "open") : undefined;
const rowHaving = (status: QueueStatus): SQL | undefined =>
  status === "resolved" ? sql`bool_and(${reports.status} = 'resolved')` : undefined;

export function createModerationRepository(db: Db) {
  /**
   * One summary per reported post: how many reported it, accounts of one sign-up burst counting once (issue 23: a
   * burst of fresh accounts shows as one reporter), how many accounts that is, and when first.
   */
  const summaries = (status: QueueStatus, postIds?: number[]) =>
    db
      .select({
        postId: reports.postId,
        reporters: sql<number>`count(distinct ${signupBurstOf})::int`,
        accounts: sql<number>`count(*)::int`,
        firstReportedAt: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt),
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .where(and(rowReports(status), postIds ? inArray(reports.postId, postIds) : undefined))
      .groupBy(reports.postId)
      .having(rowHaving(status));

  return {
    /** A page of the queue: most reporters (a burst counting once) first, then the longest waiting. */
    async page(status: QueueStatus, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        summaries(status)
          .orderBy(
            desc(sql`count(distinct ${signupBurstOf})`),
            asc(sql`min(${reports.createdAt})`),
            asc(reports.postId),
          )
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(summaries(status).as("reported")),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One post's row, if it has reports of that status. */
    one: async (postId: number, status: QueueStatus) => (await summaries(status, [postId]))[0],

    /** The reasons chosen in each post's row reports, with how often; ids no longer known are left out. */
    reasons: (postIds: number[], status: QueueStatus) =>
      db
        .select({
          postId: reports.postId,
          id: reportReasons.id,
          name: reportReasons.name,
          count: sql<number>`count(*)::int`,
        })
        .from(reports)
        .innerJoin(reportReasons, sql`${reports.reasonIds} @> to_jsonb(${reportReasons.id})`)
        .where(and(inArray(reports.postId, postIds), rowReports(status)))
        .groupBy(reports.postId, reportReasons.id, reportReasons.name)
        .orderBy(desc(sql`count(*)`), asc(reportReasons.id)),

    /** The newest resolution of each post, with the admin who made it (null once their account is gone). */
    latestResolutions: (postIds: number[]) =>
      db
        .selectDistinctOn([reportResolutions.postId], {
          postId: reportResolutions.postId,
          action: reportResolutions.action,
          note: reportResolutions.note,
          createdAt: reportResolutions.createdAt,
          admin: publicUserColumns,
        })
        .from(reportResolutions)
        .leftJoin(users, eq(users.id, reportResolutions.adminId))
        .where(inArray(reportResolutions.postId, postIds))
        .orderBy(reportResolutions.postId, desc(reportResolutions.createdAt), desc(reportResolutions.id)),

    /**
     * Resolves a post's reports in one transaction: the post (locked, so a concurrent report or resolution waits)
     * takes the status `decide` gives, its open reports close, the resolution and the audit entry are written.
     * Undefined when the post has no reports at all; else the students whose open report this closed.
     */
    resolve: (
      post: { id: number; adminId: number; action: ResolveAction; note: string | null },
      decide: (locked: LockedPost) => Decision,
      within?: WithinTransaction<{ reporterIds: number[] }>,
    ) =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({
            id: posts.id,
            type: posts.type,
            parentId: posts.parentId,
            status: posts.status,
            hiddenReason: posts.hiddenReason,
          })
          .from(posts)
          .where(eq(posts.id, post.id))
          .for("update");
        if (!locked) return undefined;
        const [reported] = await tx
          .select({ one: sql<number>`1` })
          .from(reports)
          .where(eq(reports.postId, post.id))
          .limit(1);
        if (!reported) return undefined;
        const next = decide(locked);
        const changed = next.status !== locked.status || next.reason !== locked.hiddenReason;
        if (changed) await setModeratedStatus(tx, locked, next.status, next.reason);
        const closed = await tx
          .update(reports)
          .set({ status: "resolved" })
          .where(and(eq(reports.postId, post.id), eq(reports.status, "open")))
          .returning({ userId: reports.userId });
        await tx
          .insert(reportResolutions)
          .values({ postId: post.id, action: post.action, note: post.note, adminId: post.adminId });
        await recordAudit(tx, {
          actorId: post.adminId,
          action: `report.${post.action}`,
          targetType: "post",
          targetId: post.id,
          note: post.note,
        });
        const reporterIds = closed.map((r) => r.userId);
        await within?.(tx, { reporterIds });
        return { reporterIds, type: locked.type, changed };
      }),
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;
export type ReportSummary = NonNullable<Awaited<ReturnType<ModerationRepository["one"]>>>;
export type ReasonCount = Awaited<ReturnType<ModerationRepository["reasons"]>>[number];
export type LatestResolution = Awaited<ReturnType<ModerationRepository["latestResolutions"]>>[number];
