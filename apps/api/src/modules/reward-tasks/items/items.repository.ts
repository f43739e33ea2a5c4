import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rewardAssignments, rewardTasks, translationItems } from "../../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../../audit/audit.repository.ts";
import type { TranslationItemInput } from "./items-upload.ts";

/** Rows per INSERT: 1,000 items of 8 columns stay far below PostgreSQL's 65,535 parameters either way. */
const BATCH = 50;

/**
 * Adds items after the assignment's last one, all or none. The assignment's row is locked first, so two uploads at
 * once number their items one after the other, never both from the same last index.
 */
export function createItemsRepository(db: Db) {
  return {
    /** The number added; null when there is no such assignment (or its task was deleted). */
    add: (assignmentId: number, items: TranslationItemInput[], audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [assignment] = await tx
          .select({ id: rewardAssignments.id, title: rewardAssignments.title })
          .from(rewardAssignments)
          .innerJoin(rewardTasks, eq(rewardTasks.id, rewardAssignments.rewardTaskId))
          .where(and(eq(rewardAssignments.id, assignmentId), isNull(rewardTasks.deletedAt)))
          .for("update", { of: rewardAssignments });
        if (!assignment) return null;
        // Items are numbered from 0 (the spec shows the order index plus 1): the first is 0, then after the last.
        const [next] = await tx
          .select({ n: sql<number>`coalesce(max(${translationItems.orderIndex}) + 1, 0)::int` })
          .from(translationItems)
          .where(eq(translationItems.assignmentId, assignmentId));
        const from = next?.n ?? 0;
        const rows = items.map((item, i) => ({
          assignmentId,
          text: item.text,
          sentenceType: item.sentence_type,
          grammaticalFeatures: item.grammatical_features,
          domain: item.domain,
          style: item.style,
          complexity: item.complexity,
          points: item.points,
          orderIndex: from + i,
        }));
        for (let i = 0; i < rows.length; i += BATCH) await tx.insert(translationItems).values(rows.slice(i, i + BATCH));
        await recordAudit(tx, { ...audit, targetId: assignmentId, note: `${items.length} items: ${assignment.title}` });
        return items.length;
      }),
  };
}
export type ItemsRepository = ReturnType<typeof createItemsRepository>;
