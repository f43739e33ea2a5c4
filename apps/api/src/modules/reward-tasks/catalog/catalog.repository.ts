import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  itemSubmissions,
  rewardAssignments,
  rewardTaskParticipants,
  rewardTasks,
  translationItems,
} from "../../../db/schema/index.ts";
import { containsPattern } from "../../../platform/sql-patterns.ts";
import type { ItemCounts } from "./assignment-status.ts";

export type TaskFilters = { search: string; company: string; rewardType?: string; difficulty?: string };

/** The list shows at most this many tasks (the contract's list has no pages; a partner has a handful). */
const LIST_MAX = 200;

const viewerOf = (userId: number) => ({
  participantsCount: sql<number>`(select count(*)::int from ${rewardTaskParticipants} p where p.reward_task_id = ${rewardTasks}.id)`,
  userEnrolled: sql<boolean>`exists (select 1 from ${rewardTaskParticipants} p where p.reward_task_id = ${rewardTasks}.id and p.user_id = ${userId})`,
});

/**
 * Per assignment, the caller's item counts by status and the dates of their work: one grouped query over the items
 * with the caller's rows joined, so a page of assignments costs one query whatever its length.
 */
function progressOf(db: Db, userId: number, items: SQL) {
  const s = itemSubmissions;
  return (
    db
      .select({
        assignmentId: translationItems.assignmentId,
        total: sql<number>`count(*)::int`.as("total"),
        inProgress: sql<number>`count(*) filter (where ${s.status} = 'in_progress')::int`.as("in_progress"),
        submitted: sql<number>`count(*) filter (where ${s.status} = 'submitted')::int`.as("submitted"),
        completed: sql<number>`count(*) filter (where ${s.status} = 'completed')::int`.as("completed"),
        startDate: sql<Date | null>`min(${s.startedAt})`.mapWith(itemSubmissions.startedAt).as("start_date"),
        completionDate: sql<Date | null>`max(${s.completedAt})`
          .mapWith(itemSubmissions.completedAt)
          .as("completion_date"),
        submissionDate: sql<Date | null>`max(${s.submittedAt})`
          .mapWith(itemSubmissions.submittedAt)
          .as("submission_date"),
        notes: sql<
          string | null
        >`(array_agg(${s.notes} order by ${s.reviewedAt} desc nulls last) filter (where ${s.notes} is not null))[1]`.as(
          "notes",
        ),
      })
      .from(translationItems)
      .leftJoin(s, and(eq(s.itemId, translationItems.id), eq(s.userId, userId)))
      // Only the items of the assignments asked for (a join's condition does not reach inside a grouped subquery).
      .where(items)
      .groupBy(translationItems.assignmentId)
      .as("progress")
  );
}

export type AssignmentWithProgress = Awaited<ReturnType<ReturnType<typeof createCatalogRepository>["assignment"]>>;

/** The students' reads of reward tasks, assignments and items (each with the caller's own progress). */
export function createCatalogRepository(db: Db) {
  const live = isNull(rewardTasks.deletedAt);

  /** Assignments matching `where`, with the caller's progress; `items` picks the items of those same assignments. */
  const assignments = (userId: number, where: SQL, items: SQL) => {
    const progress = progressOf(db, userId, items);
    return db
      .select({
        assignment: rewardAssignments,
        task: {
          company: rewardTasks.company,
          companyLogo: rewardTasks.companyLogo,
          rewardType: rewardTasks.rewardType,
        },
        progress: {
          total: sql<number>`coalesce(${progress.total}, 0)`,
          inProgress: sql<number>`coalesce(${progress.inProgress}, 0)`,
          submitted: sql<number>`coalesce(${progress.submitted}, 0)`,
          completed: sql<number>`coalesce(${progress.completed}, 0)`,
          startDate: progress.startDate,
          completionDate: progress.completionDate,
          submissionDate: progress.submissionDate,
          notes: progress.notes,
        },
      })
      .from(rewardAssignments)
      .innerJoin(rewardTasks, eq(rewardTasks.id, rewardAssignments.rewardTaskId))
      .leftJoin(progress, eq(progress.assignmentId, rewardAssignments.id))
      .where(and(live, where));
  };

  return {
    /** Open tasks first, then newest first; deleted ones never. */
    list(userId: number, f: TaskFilters) {
      const text = f.search
        ? ilike(
            sql`(${rewardTasks.name} || ' ' || ${rewardTasks.company} || ' ' || ${rewardTasks.shortDescription} || ' ' || ${rewardTasks.description})`,
            containsPattern(f.search),
          )
        : undefined;
      return db
        .select({ task: rewardTasks, ...viewerOf(userId) })
        .from(rewardTasks)
        .where(
          and(
            live,
            text,
            f.company ? ilike(rewardTasks.company, containsPattern(f.company)) : undefined,
            f.rewardType ? eq(rewardTasks.rewardType, f.rewardType as "cash") : undefined,
            f.difficulty ? eq(rewardTasks.difficulty, f.difficulty as "beginner") : undefined,
          ),
        )
        .orderBy(sql`(${rewardTasks.status} = 'open') desc`, desc(rewardTasks.createdAt), desc(rewardTasks.id))
        .limit(LIST_MAX);
    },

    /** A live task by its id or its third-party reference, with the caller's view of it. */
    async task(userId: number, key: { id: number } | { ref: string }) {
      const where = "id" in key ? eq(rewardTasks.id, key.id) : eq(rewardTasks.thirdPartyRef, key.ref);
      const [row] = await db
        .select({ task: rewardTasks, ...viewerOf(userId) })
        .from(rewardTasks)
        .where(and(live, where));
      return row ?? null;
    },

    /** One page of a task's assignments, oldest first, with the caller's progress on each. */
    async assignmentsPage(userId: number, taskId: number, page: number, perPage: number) {
      const where = eq(rewardAssignments.rewardTaskId, taskId);
      const ofTask = sql`${translationItems.assignmentId} in (select a.id from ${rewardAssignments} a where a.reward_task_id = ${taskId})`;
      const rows = await assignments(userId, where, ofTask)
        .orderBy(asc(rewardAssignments.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(rewardAssignments).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async assignment(userId: number, id: number) {
      const [row] = await assignments(userId, eq(rewardAssignments.id, id), eq(translationItems.assignmentId, id));
      return row ?? null;
    },

    /** One page of an assignment's items in their order, each with the caller's submission (or null). */
    async itemsPage(userId: number, assignmentId: number, page: number, perPage: number) {
      const where = eq(translationItems.assignmentId, assignmentId);
      const rows = await db
        .select({ item: translationItems, submission: itemSubmissions })
        .from(translationItems)
        .leftJoin(
          itemSubmissions,
          and(eq(itemSubmissions.itemId, translationItems.id), eq(itemSubmissions.userId, userId)),
        )
        .where(where)
        .orderBy(asc(translationItems.orderIndex), asc(translationItems.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(translationItems).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** An item of a live task, with its assignment and the caller's submission. */
    async item(userId: number, itemId: number) {
      const [row] = await db
        .select({ item: translationItems, submission: itemSubmissions, assignment: rewardAssignments })
        .from(translationItems)
        .innerJoin(rewardAssignments, eq(rewardAssignments.id, translationItems.assignmentId))
        .innerJoin(rewardTasks, eq(rewardTasks.id, rewardAssignments.rewardTaskId))
        .leftJoin(
          itemSubmissions,
          and(eq(itemSubmissions.itemId, translationItems.id), eq(itemSubmissions.userId, userId)),
        )
        .where(and(live, eq(translationItems.id, itemId)));
      return row ?? null;
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type { ItemCounts };
