import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createProfileRepository } from "./profile.repository.ts";
import { profileRoutes } from "./profile.routes.ts";
import { createProfileService } from "./profile.service.ts";
import { createStatsRepository } from "./stats.repository.ts";
import { createStatsService } from "./stats.service.ts";
import { createSuggestRepository } from "./suggest.repository.ts";
import { createSuggestService } from "./suggest.service.ts";

/** Profiles (main base) and a student's statistics (forum base). Gives new accounts their usernames. */
export function profileModule(app: FastifyInstance, ctx: AppContext) {
  const service = createProfileService({
    repo: createProfileRepository(ctx.db),
    storage: ctx.storage,
    workers: ctx.workers,
    urls: ctx.urls,
  });
  const stats = createStatsService({ repo: createStatsRepository(ctx.db) });
  const suggest = createSuggestService({ repo: createSuggestRepository(ctx.db), urls: ctx.urls });
  profileRoutes(app, { service, stats, suggest, limits: ctx.limits });
  return { usernames: service };
}
