import { reviewed } from "../../db/sql-review/capture.ts";
import { hour } from "../../db/sql-review/sample-data.ts";
import { createStatsRepository } from "./stats.repository.ts";

/** The samples `npm run sql:review` runs stats.repository.ts's methods with. */
export const statsSamples = reviewed("modules/profile/stats.repository.ts", createStatsRepository, {
  forUser: [1, hour],
});
