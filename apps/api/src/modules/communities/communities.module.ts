import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createCommunitiesRepository } from "./communities.repository.ts";
import { communitiesRoutes } from "./communities.routes.ts";
import { createCommunitiesService } from "./communities.service.ts";
import { createCommunitiesAdminRepository } from "./communities-admin.repository.ts";
import { createCommunitiesAdminService } from "./communities-admin.service.ts";

/** Communities: lists, a community with its members, join and leave, a random one to join; the console's communities. */
export function communitiesModule(app: FastifyInstance, ctx: AppContext) {
  const service = createCommunitiesService({
    repo: createCommunitiesRepository(ctx.db),
    events: ctx.events,
    ...ctx.urls,
  });
  const admin = createCommunitiesAdminService({
    storage: ctx.storage,
    workers: ctx.workers,
    ...ctx.urls,
    repo: createCommunitiesAdminRepository(ctx.db),
    events: ctx.events,
  });
  communitiesRoutes(app, { service, admin });
}
