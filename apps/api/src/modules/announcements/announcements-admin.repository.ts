import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { announcementCategories, announcements } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";
import { newestFirst, selectAnnouncements } from "./announcements.repository.ts";

export type AnnouncementValues = {
  title: string;
  content: string;
  contentText: string;
  categoryId: number | null;
  isFeatured: boolean;
  image?: string;
};

/** The console's announcements: the newest ones whole, and the admin's writes each with its audit entry. */
export function createAnnouncementsAdminRepository(db: Db) {
  return {
    /** The console's list: the newest ones, whole. */
    latest: (cap: number) =>
      selectAnnouncements(db)
        .orderBy(...newestFirst)
        .limit(cap),

    /** A new category; a taken name (ignoring case) throws a unique violation, also between two at once. */
    createCategory: (name: string, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(announcementCategories).values({ name }).returning();
        await recordAudit(tx, { ...audit, targetId: row!.id });
        return row!;
      }),

    /**
     * Inserts, or changes when `id` is given (undefined: no such announcement); `image` left out keeps the old one.
     * "no-category" when the category went away (its foreign key would refuse the row).
     */
    save: (id: number | null, values: AnnouncementValues, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        if (values.categoryId !== null) {
          // Locks the category's row so that it cannot go between this check and the write.
          const [category] = await tx
            .select({ id: announcementCategories.id })
            .from(announcementCategories)
            .where(eq(announcementCategories.id, values.categoryId))
            .for("share");
          if (!category) return "no-category" as const;
        }
        const [row] = id
          ? await tx
              .update(announcements)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(announcements.id, id))
              .returning({ id: announcements.id })
          : await tx.insert(announcements).values(values).returning({ id: announcements.id });
        if (row) await recordAudit(tx, { ...audit, targetId: row.id });
        return row;
      }),

    remove: (id: number, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
        if (row) await recordAudit(tx, { ...audit, targetId: id, note: row.title });
        return !!row;
      }),
  };
}
export type AnnouncementsAdminRepository = ReturnType<typeof createAnnouncementsAdminRepository>;
