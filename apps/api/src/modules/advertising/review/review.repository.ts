import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { advertisements, users } from "../../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../../audit/audit.repository.ts";
import { type AdRow, adColumns } from "../campaigns/campaigns.repository.ts";

export type AdStatus = "pending" | "active" | "completed" | "rejected";
const owner = {
  ownerId: users.id,
  ownerEmail: users.email,
  ownerUsername: users.username,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerImage: users.profileImage,
};

/** Review of campaigns; each decision and its audit entry share one transaction. */
export function createReviewRepository(db: Db) {
  /** The campaign with its owner, locked for the decision (null: no such campaign). */
  const lockedWithOwner = async (tx: Db, id: number) => {
    const [row] = await tx
      .select({ ...adColumns, email: users.email })
      .from(advertisements)
      .innerJoin(users, eq(users.id, advertisements.userId))
      .where(eq(advertisements.id, id))
      .for("update", { of: advertisements });
    return row ?? null;
  };

  return {
    /**
     * A page of campaigns with their owners. Waiting ones oldest first (first come, first reviewed); any other
     * status, or all, newest first.
     */
    async page(status: AdStatus | undefined, page: number, perPage: number) {
      const where: SQL | undefined = status ? eq(advertisements.status, status) : undefined;
      const order =
        status === "pending"
          ? [asc(advertisements.createdAt), asc(advertisements.id)]
          : [desc(advertisements.createdAt), desc(advertisements.id)];
      const rows = await db
        .select({ ...adColumns, ...owner })
        .from(advertisements)
        .innerJoin(users, eq(users.id, advertisements.userId))
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(advertisements).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Approves a waiting campaign; `then` runs in the same transaction with the approved row (its go-live job).
     * "unknown" or "wrong-state" when nothing was approved.
     */
    approve: (id: number, audit: AuditDraft, then: (tx: Db, row: AdRow) => Promise<void>) =>
      db.transaction(async (tx) => {
        const before = await lockedWithOwner(tx, id);
        if (!before) return "unknown" as const;
        if (before.status !== "pending" || before.approvedAt) return "wrong-state" as const;
        const [row] = await tx
          .update(advertisements)
          .set({ approvedAt: sql`now()`, approvedBy: audit.actorId, updatedAt: sql`now()` })
          .where(
            and(eq(advertisements.id, id), eq(advertisements.status, "pending"), isNull(advertisements.approvedAt)),
          )
          .returning(adColumns);
        if (!row) return "wrong-state" as const;
        await then(tx, row);
        await recordAudit(tx, { ...audit, targetId: id, note: row.businessName });
        return { row, email: before.email };
      }),

    /** Rejects a waiting or running campaign with its reason. "unknown" or "wrong-state" when nothing changed. */
    reject: (id: number, reason: string, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const before = await lockedWithOwner(tx, id);
        if (!before) return "unknown" as const;
        const [row] = await tx
          .update(advertisements)
          .set({ status: "rejected", rejectedAt: sql`now()`, rejectReason: reason, updatedAt: sql`now()` })
          .where(and(eq(advertisements.id, id), inArray(advertisements.status, ["pending", "active"])))
          .returning(adColumns);
        if (!row) return "wrong-state" as const;
        await recordAudit(tx, { ...audit, targetId: id, note: `${row.businessName}: ${reason}` });
        return { row, email: before.email };
      }),
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
