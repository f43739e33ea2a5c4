import type {
  achieverResponse,
  achieversBody,
  achieversSaved,
  leaderboardQuery,
  leaderboardResponse,
} from "../leaderboard.ts";
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

/** API.md "Admin and moderation": the achievers image in the console (multipart `image`; becomes the active one). */
export const adminLeaderboard = {
  achievers: endpoint<{ body: typeof achieversBody; response: typeof achieversSaved }>()(
    "POST",
    "forum",
    "/admin/achievers",
    "admin",
    { status: 201, form: true },
  ),
};
