import { and, asc, count, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { announcementCategories, announcements } from "../../db/schema/index.ts";

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

/** Announcements with their category's name (the console's list reads them too). */
export const selectAnnouncements = (db: Db, where?: SQL) =>
  db
    .select(columns)
    .from(announcements)
    .leftJoin(announcementCategories, eq(announcementCategories.id, announcements.categoryId))
    .where(where);
export const newestFirst = [desc(announcements.createdAt), desc(announcements.id)];

/** Announcements and their categories as everyone reads them. */
export function createAnnouncementsRepository(db: Db) {
  const select = (where?: SQL) => selectAnnouncements(db, where);

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
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
export type AnnouncementRow = NonNullable<Awaited<ReturnType<AnnouncementsRepository["one"]>>>;
