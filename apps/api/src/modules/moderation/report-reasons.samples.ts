import { reviewed } from "../../db/sql-review/capture.ts";
import { audit } from "../../db/sql-review/sample-data.ts";
import { createReportReasonsRepository } from "./report-reasons.repository.ts";

/** The samples `npm run sql:review` runs report-reasons.repository.ts's methods with. */
export const reportReasonsSamples = reviewed(
  "modules/moderation/report-reasons.repository.ts",
  createReportReasonsRepository,
  {
    reasons: [],
    saveReason: [1, { name: "Spam", description: "Adverts or repeated posts" }, audit],
    deleteReason: [999_999, audit],
  },
);
