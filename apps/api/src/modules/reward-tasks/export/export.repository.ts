import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { itemSubmissions, rewardAssignments, rewardTasks, translationItems, users } from "../../../db/schema/index.ts";

/** Rows read per query while the ZIP streams out: memory stays flat whatever the assignment's size. */
export const EXPORT_BATCH = 500;

/** The approved work of one assignment, for its dataset export (never the students' e-mails). */
export function createExportRepository(db: Db) {
  return {
    /** The assignment (of a task not deleted), or null. */
    assignment: async (id: number) =>
      (
        await db
          .select({ id: rewardAssignments.id, languageName: rewardAssignments.languageName })
          .from(rewardAssignments)
          .innerJoin(rewardTasks, eq(rewardTasks.id, rewardAssignments.rewardTaskId))
          .where(and(eq(rewardAssignments.id, id), isNull(rewardTasks.deletedAt)))
      )[0] ?? null,

    /** Approved submissions after submission id `after`, oldest first (keyset by id, batch by batch). */
    approvedAfter: (assignmentId: number, after: number) =>
      db
        .select({
          id: itemSubmissions.id,
          text: translationItems.text,
          translatedText: itemSubmissions.translatedText,
          audioKey: itemSubmissions.audioKey,
          userId: users.id,
          username: users.username,
        })
        .from(itemSubmissions)
        .innerJoin(translationItems, eq(translationItems.id, itemSubmissions.itemId))
        .innerJoin(users, eq(users.id, itemSubmissions.userId))
        .where(
          and(
            eq(translationItems.assignmentId, assignmentId),
            eq(itemSubmissions.status, "completed"),
            gt(itemSubmissions.id, after),
          ),
        )
        .orderBy(asc(itemSubmissions.id))
        .limit(EXPORT_BATCH),
  };
}
export type ExportRepository = ReturnType<typeof createExportRepository>;
export type ExportRow = Awaited<ReturnType<ExportRepository["approvedAfter"]>>[number];
