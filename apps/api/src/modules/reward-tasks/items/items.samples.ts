import { reviewed } from "../../../db/sql-review/capture.ts";
import { audit, translationItem } from "../../../db/sql-review/sample-data.ts";
import { createItemsRepository } from "./items.repository.ts";

/** The samples `npm run sql:review` runs items.repository.ts's methods with. */
export const rewardTasksItemsSamples = reviewed(
  "modules/reward-tasks/items/items.repository.ts",
  createItemsRepository,
  {
    add: [1, [translationItem, { ...translationItem, text: "See you tomorrow." }], audit],
  },
);
