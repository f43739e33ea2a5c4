import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createAdminRepository } from "./admin.repository.ts";
import { adminRoutes } from "./admin.routes.ts";
import { createAdminService } from "./admin.service.ts";

/**
 * The admin console's own calls (API.md "Admin and moderation"): the dashboard, users and suspension. A feature's
 * console calls live in that feature (`<feature>-admin.*`); every write records its audit entry in its transaction.
 */
export function adminModule(app: FastifyInstance, ctx: AppContext) {
  adminRoutes(app, {
    service: createAdminService({ repo: createAdminRepository(ctx.db), realtime: ctx.realtime, ...ctx.urls }),
  });
}
