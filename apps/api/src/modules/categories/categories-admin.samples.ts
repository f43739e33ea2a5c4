import { reviewed } from "../../db/sql-review/capture.ts";
import { audit } from "../../db/sql-review/sample-data.ts";
import { createCategoriesAdminRepository } from "./categories-admin.repository.ts";

/** The samples `npm run sql:review` runs categories-admin.repository.ts's methods with. */
export const categoriesAdminSamples = reviewed(
  "modules/categories/categories-admin.repository.ts",
  createCategoriesAdminRepository,
  {
    categories: [],
    saveCategory: [null, "Scholarships", audit],
    deleteCategory: [1, audit],
  },
);
