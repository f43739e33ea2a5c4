import { reviewed } from "../../db/sql-review/capture.ts";
import { hour } from "../../db/sql-review/sample-data.ts";
import { createLeaderboardRepository } from "./leaderboard.repository.ts";

/** The samples `npm run sql:review` runs leaderboard.repository.ts's methods with. */
export const leaderboardSamples = reviewed(
  "modules/leaderboard/leaderboard.repository.ts",
  createLeaderboardRepository,
  {
    top: [{ from: hour, to: new Date(hour.getTime() + 7 * 86_400_000) }, 10],
    activeAchiever: [],
  },
);
