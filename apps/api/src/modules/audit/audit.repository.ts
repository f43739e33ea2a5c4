import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, publicUserColumns, users } from "../../db/schema/index.ts";

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
