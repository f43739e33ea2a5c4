import { adminModerationApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { ModerationService } from "./moderation.service.ts";
import type { ReportReasonsService } from "./report-reasons.service.ts";

/** Admin base: the report queue and its resolution, and the report reasons (admins only: 401 guests, 403 students). */
export function moderationRoutes(
  app: FastifyInstance,
  { service, reasons }: { service: ModerationService; reasons: ReportReasonsService },
) {
  const on = mounter(app, "moderation");
  on(adminModerationApi.reports, async (call) => pageOf(call, await service.queue(call.query, call.user)));
  on(adminModerationApi.resolveReport, ({ params, body, user }) => service.resolve(params.post_id, body, user));

  const admin = mounter(app, "admin");
  admin(adminModerationApi.reasons, () => reasons.reasons());
  admin(adminModerationApi.createReason, ({ body, user }) => reasons.createReason(body, user.id));
  admin(adminModerationApi.updateReason, ({ params, body, user }) => reasons.updateReason(params.id, body, user.id));
  admin(adminModerationApi.deleteReason, ({ params, user }) => reasons.deleteReason(params.id, user.id));
}
