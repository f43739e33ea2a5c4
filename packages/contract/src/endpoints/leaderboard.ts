import type { achieverResponse, leaderboardQuery, leaderboardResponse } from "../leaderboard.ts";
import { endpoint } from "./endpoint.ts";

/** Core §9 home sidebar: the leaderboard (`type` 1 this week, 2 all time) and the achievers image; both public. */
export const leaderboard = {
  board: endpoint<{ query: typeof leaderboardQuery; response: typeof leaderboardResponse }>()(
    "GET",
    "forum",
    "/engagements/leaderboard",
    "public",
  ),
  achiever: endpoint<{ response: typeof achieverResponse }>()("GET", "forum", "/achiever/active", "public"),
};
