import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createTagsRepository } from "./tags.repository.ts";
import { tagsRoutes } from "./tags.routes.ts";
import { createTagsService } from "./tags.service.ts";

/** The home page's featured tags. */
export function tagsModule(app: FastifyInstance, ctx: AppContext) {
  const service = createTagsService({ repo: createTagsRepository(ctx.db) });
  // A post write on any instance makes them stale.
  ctx.caches.on("posts-changed", service.clear);
  tagsRoutes(app, { service });
}
