import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rewardAssignments, rewardTaskParticipants, rewardTasks } from "../../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../../audit/audit.repository.ts";

export type RewardTaskValues = Omit<typeof rewardTasks.$inferInsert, "id" | "createdAt" | "updatedAt" | "deletedAt">;
export type AssignmentValues = Omit<
  typeof rewardAssignments.$inferInsert,
  "id" | "rewardTaskId" | "createdAt" | "updatedAt" | "cancelledAt"
>;

/** The console lists at most this many tasks (newest first): the partner's tasks are a handful, never thousands. */
export const ADMIN_LIST_CAP = 500;

const participants = sql<number>`(select count(*)::int from ${rewardTaskParticipants}
  where ${rewardTaskParticipants.rewardTaskId} = ${rewardTasks.id})`;
const live = (id: number) => and(eq(rewardTasks.id, id), isNull(rewardTasks.deletedAt));

/** The console's writes to reward tasks and their assignments; each write and its audit entry share a transaction. */
export function createCatalogAdminRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ task: rewardTasks, participants })
        .from(rewardTasks)
        .where(isNull(rewardTasks.deletedAt))
        .orderBy(desc(rewardTasks.createdAt), desc(rewardTasks.id))
        .limit(ADMIN_LIST_CAP),

    /** A task not deleted, with its number of participants. */
    one: async (id: number) =>
      (await db.select({ task: rewardTasks, participants }).from(rewardTasks).where(live(id)))[0] ?? null,

    create: (values: RewardTaskValues, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(rewardTasks).values(values).returning({ id: rewardTasks.id });
        if (!row) throw new Error("reward task insert returned nothing");
        await recordAudit(tx, { ...audit, targetId: row.id });
        return row.id;
      }),

    /** False when there is no such task (or it was deleted). */
    update: (id: number, values: Partial<RewardTaskValues>, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(rewardTasks)
          .set({ ...values, updatedAt: sql`now()` })
          .where(live(id))
          .returning({ id: rewardTasks.id });
        if (row) await recordAudit(tx, { ...audit, targetId: id });
        return !!row;
      }),

    remove: (id: number, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(rewardTasks)
          .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(live(id))
          .returning({ name: rewardTasks.name });
        if (row) await recordAudit(tx, { ...audit, targetId: id, note: row.name });
        return !!row;
      }),

    /** An assignment of a task not deleted (the task's row is locked, so a delete waits); null: no such task. */
    createAssignment: (taskId: number, values: AssignmentValues, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [task] = await tx.select().from(rewardTasks).where(live(taskId)).for("update");
        if (!task) return null;
        const [row] = await tx
          .insert(rewardAssignments)
          .values({ ...values, rewardTaskId: taskId })
          .returning();
        if (!row) throw new Error("assignment insert returned nothing");
        await recordAudit(tx, { ...audit, targetId: row.id, note: `${task.name}: ${row.title}` });
        return { row, task };
      }),
  };
}
export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
