import { reviewed } from "../../../db/sql-review/capture.ts";
import { audit } from "../../../db/sql-review/sample-data.ts";
import { createReviewRepository } from "./review.repository.ts";

/** The samples `npm run sql:review` runs review.repository.ts's methods with. */
export const rewardTasksReviewSamples = reviewed(
  "modules/reward-tasks/review/review.repository.ts",
  createReviewRepository,
  {
    page: ["submitted", { reward_task_id: 1, assignment_id: 1, language: "Yoruba" }, 20, 0],
    one: [1],
    decide: [1, { outcome: "reject", notes: "Read it more slowly." }, audit],
  },
);
