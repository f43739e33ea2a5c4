import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createTagsRepository } from "./tags.repository.ts";
import { tagsRoutes } from "./tags.routes.ts";

/** The home page's featured tags. */
export async function tagsModule(app: FastifyInstance, ctx: AppContext) {
  await app.register(tagsRoutes, { prefix: "/forum/api/v1", repo: createTagsRepository(ctx.db), caches: ctx.caches });
}
