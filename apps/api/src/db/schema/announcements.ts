import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Announcement categories (API.md: admins make them; students filter by them). */
export const announcementCategories = pgTable(
  "announcement_categories",
  { id: serial("id").primaryKey(), name: text("name").notNull() },
  (t) => [uniqueIndex("announcement_categories_name_lower_key").on(sql`lower(${t.name})`)],
);

/** What the forum announces: sanitised HTML (and its text, for share previews), a picture, a category, featured. */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    contentText: text("content_text").notNull(),
    image: text("image"),
    categoryId: integer("category_id").references(() => announcementCategories.id, { onDelete: "set null" }),
    isFeatured: boolean("is_featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Every read is newest first: all of them, one category's, or the featured ones.
  (t) => [
    index("announcements_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("announcements_category_created_idx").on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("announcements_featured_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFeatured}`),
  ],
);
