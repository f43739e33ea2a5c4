import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

/** One admin write, as the audit log keeps it (API.md: who, what, which and when). */
export type AuditEntryInput = {
  actorId: number;
  /** `<area>.<verb>`: `category.create`, `report.hide`, `user.suspend`. */
  action: string;
  targetType: string;
  targetId: number | null;
  note?: string | null;
};

/** An entry before its write: the repository fills in the id of the row it wrote. */
export type AuditDraft = Omit<AuditEntryInput, "targetId">;

/**
 * Writes an audit entry. Pass the transaction of the write it records (`tx`), so the write and its entry are kept or
 * lost together.
 */
export async function recordAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    note: entry.note ?? null,
  });
}
