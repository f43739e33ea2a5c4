import { reviewed } from "../../db/sql-review/capture.ts";
import { audit } from "../../db/sql-review/sample-data.ts";
import { createLeaderboardAdminRepository } from "./leaderboard-admin.repository.ts";

/** The samples `npm run sql:review` runs leaderboard-admin.repository.ts's methods with. */
export const leaderboardAdminSamples = reviewed(
  "modules/leaderboard/leaderboard-admin.repository.ts",
  createLeaderboardAdminRepository,
  {
    replaceAchievers: ["/forum/uploads/achievers.webp", audit],
  },
);
