import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createCommunitiesRepository } from "./communities.repository.ts";
import { communitiesRoutes } from "./communities.routes.ts";
import { createCommunitiesService } from "./communities.service.ts";

/** Communities: lists, a community with its members, join and leave, a random one to join. */
export function communitiesModule(app: FastifyInstance, ctx: AppContext) {
  const service = createCommunitiesService({
    repo: createCommunitiesRepository(ctx.db),
    events: ctx.events,
    ...ctx.urls,
  });
  communitiesRoutes(app, { service });
}
