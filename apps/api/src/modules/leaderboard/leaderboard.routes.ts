import { achieverResponse, errorBodySchema, leaderboardQuery, leaderboardResponse } from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LeaderboardService } from "./leaderboard.service.ts";

const tags = ["leaderboard"];

/**
 * Forum base: the leaderboard (`type=1` this week, `2` all time; 1 when left out) and the achievers image. Both are
 * public: they show only names and counts, and the web app hides the leaderboard card from guests itself.
 */
export const leaderboardRoutes: FastifyPluginAsyncZod<{ service: LeaderboardService }> = async (app, { service }) => {
  app.get(
    "/engagements/leaderboard",
    { schema: { tags, querystring: leaderboardQuery, response: { 200: leaderboardResponse, 422: errorBodySchema } } },
    async (req) => service.board(req.query.type),
  );
  app.get("/achiever/active", { schema: { tags, response: { 200: achieverResponse } } }, async () =>
    service.achiever(),
  );
};
