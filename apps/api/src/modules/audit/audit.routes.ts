import { adminAuditApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { AuditService } from "./audit.service.ts";

/** Forum base, admins only: the audit log. */
export function auditRoutes(app: FastifyInstance, { service }: { service: AuditService }) {
  const on = mounter(app, "admin");
  on(adminAuditApi.auditLog, async (call) => pageOf(call, await service.page(call.query)));
}
