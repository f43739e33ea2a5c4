import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createCategoriesRepository } from "./categories.repository.ts";
import { categoriesRoutes } from "./categories.routes.ts";
import { createCategoriesService } from "./categories.service.ts";

/** The post categories (core §7 category picker). */
export function categoriesModule(app: FastifyInstance, ctx: AppContext) {
  categoriesRoutes(app, { service: createCategoriesService({ repo: createCategoriesRepository(ctx.db) }) });
}
