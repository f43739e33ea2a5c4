import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createCategoriesRepository } from "./categories.repository.ts";
import { categoriesRoutes } from "./categories.routes.ts";
import { createCategoriesService } from "./categories.service.ts";
import { createCategoriesAdminRepository } from "./categories-admin.repository.ts";
import { createCategoriesAdminService } from "./categories-admin.service.ts";

/** The post categories (core §7 category picker) and the console's categories. */
export function categoriesModule(app: FastifyInstance, ctx: AppContext) {
  categoriesRoutes(app, {
    service: createCategoriesService({ repo: createCategoriesRepository(ctx.db) }),
    admin: createCategoriesAdminService({ repo: createCategoriesAdminRepository(ctx.db), events: ctx.events }),
  });
}
