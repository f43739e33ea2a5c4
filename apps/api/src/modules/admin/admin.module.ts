import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createAdminRepository } from "./admin.repository.ts";
import { adminRoutes } from "./admin.routes.ts";
import { createAdminCatalogRepository } from "./admin-catalog.repository.ts";
import { createAdminCatalogService } from "./admin-catalog.service.ts";
import { createAdminCommunitiesRepository } from "./admin-communities.repository.ts";
import { createAdminCommunitiesService } from "./admin-communities.service.ts";
import { createAdminPollsRepository } from "./admin-polls.repository.ts";
import { createAdminPollsService } from "./admin-polls.service.ts";
import { createAdminUsersService } from "./admin-users.service.ts";

/**
 * The admin console (API.md "Admin and moderation"): reference data, polls, the achievers image, users and
 * suspension, the dashboard. Every write records its audit entry in its own transaction.
 */
export function adminModule(app: FastifyInstance, ctx: AppContext) {
  const images = { storage: ctx.storage, workers: ctx.workers, ...ctx.urls };
  adminRoutes(app, {
    catalog: createAdminCatalogService({ ...images, repo: createAdminCatalogRepository(ctx.db), caches: ctx.caches }),
    communities: createAdminCommunitiesService({
      ...images,
      repo: createAdminCommunitiesRepository(ctx.db),
      caches: ctx.caches,
    }),
    polls: createAdminPollsService({ repo: createAdminPollsRepository(ctx.db) }),
    users: createAdminUsersService({ repo: createAdminRepository(ctx.db), realtime: ctx.realtime, ...ctx.urls }),
  });
}
