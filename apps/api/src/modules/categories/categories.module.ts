import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createCategoriesRepository } from "./categories.repository.ts";
import { categoriesRoutes } from "./categories.routes.ts";

/** The post categories (core §7 category picker). */
export async function categoriesModule(app: FastifyInstance, ctx: AppContext) {
  await app.register(categoriesRoutes, { prefix: "/forum/api/v1", repo: createCategoriesRepository(ctx.db) });
}
