import { reviewed } from "../../../db/sql-review/capture.ts";
import { createExportRepository } from "./export.repository.ts";

/** The samples `npm run sql:review` runs export.repository.ts's methods with. */
export const rewardTasksExportSamples = reviewed(
  "modules/reward-tasks/export/export.repository.ts",
  createExportRepository,
  {
    assignment: [1],
    approvedAfter: [1, 0],
  },
);
