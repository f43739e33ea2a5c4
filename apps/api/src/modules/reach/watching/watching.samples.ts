import { reviewed } from "../../../db/sql-review/capture.ts";
import { createWatchingRepository } from "./watching.repository.ts";

/** The samples `npm run sql:review` runs watching.repository.ts's methods with. */
export const watchingSamples = reviewed("modules/reach/watching/watching.repository.ts", createWatchingRepository, {
  levelOf: [1, { postId: 1 }],
  set: [1, { tagKey: "exams" }, "muted"],
  clear: [1, { communityId: 1 }],
  rootOf: [2],
  communityExists: [1],
  watchWritten: [2],
});
