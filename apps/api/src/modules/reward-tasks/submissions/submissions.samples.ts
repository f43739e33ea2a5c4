import { reviewed } from "../../../db/sql-review/capture.ts";
import { createSubmissionsRepository } from "./submissions.repository.ts";

/**
 * The samples `npm run sql:review` runs submissions.repository.ts's methods with: Student 2's first save on the
 * demo's first task: enrolment under the task's lock, then the draft.
 */
export const rewardTasksSubmissionsSamples = reviewed(
  "modules/reward-tasks/submissions/submissions.repository.ts",
  createSubmissionsRepository,
  {
    find: [1, 1],
    save: [{ taskId: 1, itemId: 2, userId: 2, text: "Ibo ni", submit: false, uploadId: "sample-upload-1" }, () => {}],
  },
);
