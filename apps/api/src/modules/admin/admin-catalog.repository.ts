import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { achievers, categories, postCategories, reportReasons } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.recorder.ts";

/** A forum has tens of categories and reasons; the cap only guards against a runaway answer. */
const LIST_CAP = 500;

// Qualified by hand: inside a select list Drizzle writes bare column names, and a bare "id" would be the inner table's.
const categoryPosts = sql<number>`(select count(*) from ${postCategories} where ${postCategories}.category_id = ${categories}.id)::int`;

/** What a refused delete says: the row is missing, or this many posts still use it. */
export type DeleteOutcome = { deleted: true } | { deleted: false; inUse: number } | null;

/**
 * The admin's writes to the reference data: categories, report reasons, the achievers image. Each write and its audit
 * entry share one transaction.
 */
export function createAdminCatalogRepository(db: Db) {
  return {
    categories: () =>
      db
        .select({ id: categories.id, name: categories.name, posts_count: categoryPosts })
        .from(categories)
        .orderBy(asc(categories.name))
        .limit(LIST_CAP),

    /** Inserts, or renames when `id` is given (undefined: no such category). A taken name throws a unique violation. */
    saveCategory: (id: number | null, name: string, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = id
          ? await tx.update(categories).set({ name }).where(eq(categories.id, id)).returning()
          : await tx.insert(categories).values({ name }).returning();
        if (row) await recordAudit(tx, { ...audit, targetId: row.id });
        return row;
      }),

    /**
     * Refused while posts use it (the links would go with it). The row lock waits for, and then blocks, posts being
     * filed under it at that moment (their foreign key locks the category's row too).
     */
    deleteCategory: (id: number, audit: AuditDraft): Promise<DeleteOutcome> =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
        if (!row) return null;
        const [used] = await tx.select({ n: categoryPosts }).from(categories).where(eq(categories.id, id));
        if (used && used.n > 0) return { deleted: false, inUse: used.n };
        await tx.delete(categories).where(eq(categories.id, id));
        await recordAudit(tx, { ...audit, targetId: id, note: row.name });
        return { deleted: true };
      }),

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
export type AdminCatalogRepository = ReturnType<typeof createAdminCatalogRepository>;
