import { reviewed } from "../../db/sql-review/capture.ts";
import { createModerationRepository } from "./moderation.repository.ts";

/**
 * The samples `npm run sql:review` runs moderation.repository.ts's methods with: After the report of post 3
 * (engagement above): its row is open, and resolving it runs every statement.
 */
export const moderationSamples = reviewed("modules/moderation/moderation.repository.ts", createModerationRepository, {
  page: ["open", 1, 20],
  one: [3, "resolved"],
  reasons: [[3, 2], "open"],
  latestResolutions: [[3, 2]],
  resolve: [{ id: 3, adminId: 1, action: "hide", note: "Spam" }, () => ({ status: "hidden", reason: "Spam" })],
});
