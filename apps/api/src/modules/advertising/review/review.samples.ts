import { reviewed } from "../../../db/sql-review/capture.ts";
import { audit } from "../../../db/sql-review/sample-data.ts";
import { createReviewRepository } from "./review.repository.ts";

/**
 * The samples `npm run sql:review` runs review.repository.ts's methods with: The demo's third campaign waits for
 * review: approved, then rejected.
 */
export const advertisingReviewSamples = reviewed(
  "modules/advertising/review/review.repository.ts",
  createReviewRepository,
  {
    page: ["pending", 20, 0],
    approve: [3, audit, async () => {}],
    reject: [3, "Misleading claims", audit],
  },
);
