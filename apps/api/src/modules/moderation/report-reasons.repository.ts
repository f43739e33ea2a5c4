import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reportReasons } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";

/** A forum has tens of reasons; the cap only guards against a runaway answer. */
const LIST_CAP = 500;

/** The reasons a post may be reported for, as the console edits them. Each write and its audit entry share one transaction. */
export function createReportReasonsRepository(db: Db) {
  return {
    reasons: () => db.select().from(reportReasons).orderBy(asc(reportReasons.id)).limit(LIST_CAP),

    /**
     * Inserts or changes a reason; "taken" when another has the name ignoring case (the table's unique index is
     * exact, so reason writes take turns on a transaction lock to keep two at once from both passing the check).
     */
    saveReason: (id: number | null, values: { name: string; description: string }, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('forum:report_reasons'))`);
        const [clash] = await tx
          .select({ id: reportReasons.id })
          .from(reportReasons)
          .where(
            and(sql`lower(${reportReasons.name}) = lower(${values.name})`, id ? ne(reportReasons.id, id) : undefined),
          );
        if (clash) return "taken" as const;
        const [row] = id
          ? await tx.update(reportReasons).set(values).where(eq(reportReasons.id, id)).returning()
          : await tx.insert(reportReasons).values(values).returning();
        if (row) await recordAudit(tx, { ...audit, targetId: row.id });
        return row;
      }),

    /** Reports keep the ids they chose; a deleted reason no longer names any of them. */
    deleteReason: (id: number, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(reportReasons).where(eq(reportReasons.id, id)).returning();
        if (row) await recordAudit(tx, { ...audit, targetId: id, note: row.name });
        return !!row;
      }),
  };
}
export type ReportReasonsRepository = ReturnType<typeof createReportReasonsRepository>;
