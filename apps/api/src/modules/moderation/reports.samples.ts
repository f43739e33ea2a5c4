import { reviewed } from "../../db/sql-review/capture.ts";
import { createReportsRepository } from "./reports.repository.ts";

/** The samples `npm run sql:review` runs reports.repository.ts's methods with. */
export const reportsSamples = reviewed("modules/moderation/reports.repository.ts", createReportsRepository, {
  reasons: [],
  // A threshold of 1 and no new accounts: the report hides the post (the auto-hide's statements run too).
  report: [3, 1, [1], { threshold: 1, newAccountHours: 0 }],
});
