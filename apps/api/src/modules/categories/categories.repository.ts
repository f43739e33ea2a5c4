import { asc, ilike } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";

export const createCategoriesRepository = (db: Db) => ({
  search: (search: string | undefined, limit: number) =>
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(search ? ilike(categories.name, containsPattern(search)) : undefined)
      .orderBy(asc(categories.name))
      .limit(limit),
});
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
