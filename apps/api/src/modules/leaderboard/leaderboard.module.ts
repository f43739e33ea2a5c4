import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createLeaderboardRepository } from "./leaderboard.repository.ts";
import { leaderboardRoutes } from "./leaderboard.routes.ts";
import { createLeaderboardService } from "./leaderboard.service.ts";

/** The weekly and all-time leaderboard, and the achievers image. */
export function leaderboardModule(app: FastifyInstance, ctx: AppContext) {
  const service = createLeaderboardService({ repo: createLeaderboardRepository(ctx.db), ...ctx.urls });
  leaderboardRoutes(app, { service });
}
