import { sql } from "drizzle-orm";
import { pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Reference data that exists with or without demo data. */
export const categories = pgTable(
  "categories",
  { id: serial("id").primaryKey(), name: text("name").notNull() },
  (t) => [uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`)],
);

export const reportReasons = pgTable("report_reasons", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
});
