import { reviewed } from "../../../db/sql-review/capture.ts";
import { createCatalogRepository } from "./catalog.repository.ts";

/**
 * The samples `npm run sql:review` runs catalog.repository.ts's methods with: The demo's first task (its Yoruba
 * assignment is 1, with a draft of item 1 by student 1).
 */
export const rewardTasksCatalogSamples = reviewed(
  "modules/reward-tasks/catalog/catalog.repository.ts",
  createCatalogRepository,
  {
    list: [1, { search: "voices", company: "neo", rewardType: "cash", difficulty: "intermediate" }],
    task: [1, { id: 1 }],
    assignmentsPage: [1, 1, 20, 0],
    assignment: [1, 1],
    itemsPage: [1, 1, 20, 0],
    item: [1, 1],
  },
);
