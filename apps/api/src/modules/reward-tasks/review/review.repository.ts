import type { AdminSubmissionFilters } from "@forum/contract";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  itemSubmissions,
  publicUserColumns,
  rewardAssignments,
  rewardTasks,
  translationItems,
  users,
} from "../../../db/schema/index.ts";
import type { WithinTransaction } from "../../../platform/events.ts";
import { type AuditDraft, recordAudit } from "../../audit/audit.repository.ts";

export type ReviewStatus = "submitted" | "completed" | "in_progress";
export type Review = { outcome: "approve" } | { outcome: "reject"; notes: string };

const reviewColumns = {
  id: itemSubmissions.id,
  status: itemSubmissions.status,
  translatedText: itemSubmissions.translatedText,
  audioKey: itemSubmissions.audioKey,
  audioSeconds: itemSubmissions.audioSeconds,
  submittedAt: itemSubmissions.submittedAt,
  notes: itemSubmissions.notes,
  item: { id: translationItems.id, text: translationItems.text, assignmentId: translationItems.assignmentId },
  assignment: {
    id: rewardAssignments.id,
    title: rewardAssignments.title,
    languageName: rewardAssignments.languageName,
    languageMode: rewardAssignments.languageMode,
  },
  rewardTask: { id: rewardTasks.id, name: rewardTasks.name },
  student: publicUserColumns,
};

/** The queue's narrowing: one status, and optionally one reward task, one assignment, one language (any case). */
const filtersOf = (status: ReviewStatus, f: AdminSubmissionFilters): SQL | undefined =>
  and(
    eq(itemSubmissions.status, status),
    f.reward_task_id === undefined ? undefined : eq(rewardAssignments.rewardTaskId, f.reward_task_id),
    f.assignment_id === undefined ? undefined : eq(translationItems.assignmentId, f.assignment_id),
    f.language === undefined ? undefined : sql`lower(${rewardAssignments.languageName}) = lower(${f.language})`,
  );
/** The console's review queue of students' submissions; a decision and its audit entry share one transaction. */
export function createReviewRepository(db: Db) {
  const joined = () =>
    db
      .select(reviewColumns)
      .from(itemSubmissions)
      .innerJoin(translationItems, eq(translationItems.id, itemSubmissions.itemId))
      .innerJoin(rewardAssignments, eq(rewardAssignments.id, translationItems.assignmentId))
      .innerJoin(rewardTasks, eq(rewardTasks.id, rewardAssignments.rewardTaskId))
      .innerJoin(users, eq(users.id, itemSubmissions.userId));

  const one = async (id: number) => (await joined().where(eq(itemSubmissions.id, id)))[0] ?? null;

  return {
    one,

    /** A page by status (and filters), the longest waiting first (first submitted, first reviewed). */
    async page(status: ReviewStatus, filters: AdminSubmissionFilters, page: number, perPage: number) {
      const where = filtersOf(status, filters);
      const rows = await joined()
        .where(where)
        .orderBy(asc(itemSubmissions.submittedAt), asc(itemSubmissions.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db
        .select({ n: count() })
        .from(itemSubmissions)
        .innerJoin(translationItems, eq(translationItems.id, itemSubmissions.itemId))
        .innerJoin(rewardAssignments, eq(rewardAssignments.id, translationItems.assignmentId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Approves (completed, the item's points awarded) or rejects (back to in progress with the notes) a submitted
     * one. "unknown" or "wrong-state" when nothing changed; else the student, the item and its assignment's title.
     */
    decide: (
      id: number,
      review: Review,
      audit: AuditDraft,
      within?: WithinTransaction<{ userId: number; item: { id: number; text: string } }>,
    ) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: itemSubmissions.status, userId: itemSubmissions.userId, item: translationItems })
          .from(itemSubmissions)
          .innerJoin(translationItems, eq(translationItems.id, itemSubmissions.itemId))
          .where(eq(itemSubmissions.id, id))
          .for("update", { of: itemSubmissions });
        if (!before) return "unknown" as const;
        if (before.status !== "submitted") return "wrong-state" as const;
        const reviewed = { reviewedAt: sql`now()`, reviewedBy: audit.actorId, updatedAt: sql`now()` };
        const change =
          review.outcome === "approve"
            ? { status: "completed" as const, completedAt: sql`now()`, pointsAwarded: before.item.points, notes: null }
            : { status: "in_progress" as const, notes: review.notes };
        await tx
          .update(itemSubmissions)
          .set({ ...change, ...reviewed })
          .where(and(eq(itemSubmissions.id, id), eq(itemSubmissions.status, "submitted")));
        const note = review.outcome === "reject" ? `item ${before.item.id}: ${review.notes}` : `item ${before.item.id}`;
        await recordAudit(tx, { ...audit, targetId: id, note });
        await within?.(tx, { userId: before.userId, item: before.item });
        return { userId: before.userId, item: before.item };
      }),
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewRepository["one"]>>>;
