import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DeleteOutcome } from "../../db/delete-outcome.ts";
import { categories, postCategories } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";

/** A forum has tens of categories; the cap only guards against a runaway answer. */
const LIST_CAP = 500;

// Qualified by hand: inside a select list Drizzle writes bare column names, and a bare "id" would be the inner table's.
const categoryPosts = sql<number>`(select count(*) from ${postCategories} where ${postCategories}.category_id = ${categories}.id)::int`;

/**
 * The console's categories: the list with post counts, and the admin's writes. Each write and its audit entry share
 * one transaction.
 */
export function createCategoriesAdminRepository(db: Db) {
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
  };
}
export type CategoriesAdminRepository = ReturnType<typeof createCategoriesAdminRepository>;
