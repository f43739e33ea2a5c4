import { leaderboardApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { LeaderboardService } from "./leaderboard.service.ts";

/**
 * Forum base: the leaderboard (`type=1` this week, `2` all time; 1 when left out) and the achievers image. Both are
 * public: they show only names and counts, and the web app hides the leaderboard card from guests itself.
 */
export function leaderboardRoutes(app: FastifyInstance, { service }: { service: LeaderboardService }) {
  const on = mounter(app, "leaderboard");
  on(leaderboardApi.board, ({ query }) => service.board(query.type));
  on(leaderboardApi.achiever, () => service.achiever());
}
