import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createLeaderboardRepository } from "./leaderboard.repository.ts";
import { leaderboardRoutes } from "./leaderboard.routes.ts";
import { createLeaderboardService } from "./leaderboard.service.ts";
import { createLeaderboardAdminRepository } from "./leaderboard-admin.repository.ts";
import { createLeaderboardAdminService } from "./leaderboard-admin.service.ts";

/** The weekly and all-time leaderboard, and the achievers image (the console replaces it). */
export function leaderboardModule(app: FastifyInstance, ctx: AppContext) {
  const service = createLeaderboardService({ repo: createLeaderboardRepository(ctx.db), ...ctx.urls });
  const admin = createLeaderboardAdminService({
    storage: ctx.storage,
    workers: ctx.workers,
    ...ctx.urls,
    repo: createLeaderboardAdminRepository(ctx.db),
  });
  leaderboardRoutes(app, { service, admin });
}
