import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, publicUserColumns, users } from "../../db/schema/index.ts";

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

/** The log as the console reads it. */
export function createAuditRepository(db: Db) {
  return {
    /** A page of the log, newest first (audit_log_created_idx), each with its actor's public names (null: gone). */
    async page(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actor: publicUserColumns })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(auditLog),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository["page"]>>["rows"][number];
