import { reviewed } from "../../../db/sql-review/capture.ts";
import { createRecordingsRepository } from "./recordings.repository.ts";

/**
 * The samples `npm run sql:review` runs recordings.repository.ts's methods with: A signed link's lookup, and the move
 * of recordings stored in the public area before issue 23.7.
 */
export const rewardTasksRecordingsSamples = reviewed(
  "modules/reward-tasks/submissions/recordings.repository.ts",
  createRecordingsRepository,
  {
    keyOf: [1],
    publicKeys: ["", 100],
    rekey: ["/forum/uploads/0123456789abcdef0123456789abcdef.wav", "recordings/fedcba9876543210fedcba9876543210.wav"],
  },
);
