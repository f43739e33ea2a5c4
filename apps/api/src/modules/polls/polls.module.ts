import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createPollsRepository } from "./polls.repository.ts";
import { pollsRoutes } from "./polls.routes.ts";
import { createPollsService } from "./polls.service.ts";

/** Core §4 polls: the active poll and one vote per student. */
export function pollsModule(app: FastifyInstance, ctx: AppContext) {
  const service = createPollsService({ repo: createPollsRepository(ctx.db) });
  pollsRoutes(app, { service });
}
