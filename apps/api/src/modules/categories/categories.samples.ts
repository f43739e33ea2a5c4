import { reviewed } from "../../db/sql-review/capture.ts";
import { createCategoriesRepository } from "./categories.repository.ts";

/** The samples `npm run sql:review` runs categories.repository.ts's methods with. */
export const categoriesSamples = reviewed("modules/categories/categories.repository.ts", createCategoriesRepository, {
  search: ["math", 10],
});
