import { and, asc, count, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { announcementCategories, announcements } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.recorder.ts";

/** A forum has tens of announcement categories; the cap only guards against a runaway answer. */
const CATEGORY_CAP = 500;

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  contentText: announcements.contentText,
  image: announcements.image,
  isFeatured: announcements.isFeatured,
  createdAt: announcements.createdAt,
  categoryId: announcementCategories.id,
  categoryName: announcementCategories.name,
};
const newestFirst = [desc(announcements.createdAt), desc(announcements.id)];

export type AnnouncementValues = {
  title: string;
  content: string;
  contentText: string;
  categoryId: number | null;
  isFeatured: boolean;
  image?: string;
};

/** Announcements and their categories: public reads, and the admin's writes each with its audit entry. */
export function createAnnouncementsRepository(db: Db) {
  const select = (where?: SQL) =>
    db
      .select(columns)
      .from(announcements)
      .leftJoin(announcementCategories, eq(announcementCategories.id, announcements.categoryId))
      .where(where);

  return {
    categories: () =>
      db
        .select({ id: announcementCategories.id, name: announcementCategories.name })
        .from(announcementCategories)
        .orderBy(asc(announcementCategories.name))
        .limit(CATEGORY_CAP),

    /**
     * The newest featured one, or undefined. The condition is the partial index's own predicate (no parameter), so
     * announcements_featured_idx serves it under a generic plan too.
     */
    featured: async () =>
      (
        await select(sql`${announcements.isFeatured}`)
          .orderBy(...newestFirst)
          .limit(1)
      )[0],

    /** A page, newest first, of one category's or all (announcements_category_created_idx / _created_idx). */
    async page(categoryId: number | undefined, page: number, perPage: number) {
      const where = categoryId === undefined ? undefined : eq(announcements.categoryId, categoryId);
      const [rows, [total]] = await Promise.all([
        select(where)
          .orderBy(...newestFirst)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(announcements).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    one: async (id: number) => (await select(eq(announcements.id, id)))[0],

    /**
     * Up to `limit` others, those of the same category first, each group newest first: two indexed reads rather than
     * one sort of the whole table by "same category".
     */
    async similar(id: number, categoryId: number | null, limit: number) {
      const same =
        categoryId === null
          ? []
          : await select(and(eq(announcements.categoryId, categoryId), ne(announcements.id, id)))
              .orderBy(...newestFirst)
              .limit(limit);
      if (same.length >= limit) return same;
      const otherCategory =
        categoryId === null
          ? undefined
          : or(ne(announcements.categoryId, categoryId), isNull(announcements.categoryId));
      const rest = await select(and(ne(announcements.id, id), otherCategory))
        .orderBy(...newestFirst)
        .limit(limit - same.length);
      return [...same, ...rest];
    },

    /** The console's list: the newest ones, whole. */
    latest: (cap: number) =>
      select()
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
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
export type AnnouncementRow = Awaited<ReturnType<AnnouncementsRepository["latest"]>>[number];
