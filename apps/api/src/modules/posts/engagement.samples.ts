import { reviewed } from "../../db/sql-review/capture.ts";
import { student } from "../../db/sql-review/sample-data.ts";
import { createEngagementRepository } from "./engagement.repository.ts";

/** The samples `npm run sql:review` runs engagement.repository.ts's methods with. */
export const engagementSamples = reviewed("modules/posts/engagement.repository.ts", createEngagementRepository, {
  toggleReaction: [1, 1, 1],
  setBookmark: [1, 1, true],
  bookmarksPage: [student, 1, 20],
  reasons: [],
  // A threshold of 1 and no new accounts: the report hides the post (the auto-hide's statements run too).
  report: [3, 1, [1], { threshold: 1, newAccountHours: 0 }],
});
