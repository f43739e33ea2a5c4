import { reviewed } from "../../db/sql-review/capture.ts";
import { student } from "../../db/sql-review/sample-data.ts";
import { createEngagementRepository } from "./engagement.repository.ts";

/** The samples `npm run sql:review` runs engagement.repository.ts's methods with. */
export const engagementSamples = reviewed("modules/posts/engagement.repository.ts", createEngagementRepository, {
  toggleReaction: [1, 1, 1],
  setBookmark: [1, 1, true],
  bookmarksPage: [student, 1, 20],
});
