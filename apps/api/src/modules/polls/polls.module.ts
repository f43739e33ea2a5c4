import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createPollsRepository } from "./polls.repository.ts";
import { pollsRoutes } from "./polls.routes.ts";
import { createPollsService } from "./polls.service.ts";
import { createPollsAdminRepository } from "./polls-admin.repository.ts";
import { createPollsAdminService } from "./polls-admin.service.ts";

/** Core §4 polls: the active poll and one vote per student; the console's polls. */
export function pollsModule(app: FastifyInstance, ctx: AppContext) {
  const service = createPollsService({ repo: createPollsRepository(ctx.db) });
  const admin = createPollsAdminService({ repo: createPollsAdminRepository(ctx.db) });
  pollsRoutes(app, { service, admin });
}
