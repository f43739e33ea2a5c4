import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { achievers } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";

/** The console's write to the achievers image, with its audit entry in the same transaction. */
export function createLeaderboardAdminRepository(db: Db) {
  return {
    /** The new image becomes the active one (the partial unique index allows one), in one transaction. */
    replaceAchievers: (imagePath: string, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('forum:achievers'))`);
        await tx.update(achievers).set({ active: false }).where(eq(achievers.active, true));
        const [row] = await tx.insert(achievers).values({ imagePath, active: true }).returning();
        await recordAudit(tx, { ...audit, targetId: row!.id });
        return row!;
      }),
  };
}
export type LeaderboardAdminRepository = ReturnType<typeof createLeaderboardAdminRepository>;
