import { reviewed } from "../../../db/sql-review/capture.ts";
import { audit, rewardTask } from "../../../db/sql-review/sample-data.ts";
import { createCatalogAdminRepository } from "./catalog-admin.repository.ts";

/**
 * The samples `npm run sql:review` runs catalog-admin.repository.ts's methods with: The console's reward tasks: a
 * task is made, edited, given an assignment and items, and deleted last.
 */
export const rewardTasksCatalogAdminSamples = reviewed(
  "modules/reward-tasks/catalog/catalog-admin.repository.ts",
  createCatalogAdminRepository,
  {
    create: [rewardTask, audit],
    list: [],
    one: [1],
    update: [1, { name: "Yoruba voices, round two" }, audit],
    createAssignment: [
      1,
      { title: "Greetings", description: "", languageName: "Yoruba", languageMode: "text and audio" },
      audit,
    ],
    remove: [999, audit],
  },
);
