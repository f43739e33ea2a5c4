import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createAuditRepository } from "./audit.repository.ts";
import { auditRoutes } from "./audit.routes.ts";
import { createAuditService } from "./audit.service.ts";

/** The audit log of every admin write: read here, written by each write's own transaction (`recordAudit`, audit.repository.ts). */
export function auditModule(app: FastifyInstance, ctx: AppContext) {
  auditRoutes(app, { service: createAuditService({ repo: createAuditRepository(ctx.db), ...ctx.urls }) });
}
