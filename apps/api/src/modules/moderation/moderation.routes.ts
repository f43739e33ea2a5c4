import { adminApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { ModerationService } from "./moderation.service.ts";

/** Admin base: the report queue and its resolution (admins only: 401 for guests, 403 for students). */
export function moderationRoutes(app: FastifyInstance, { service }: { service: ModerationService }) {
  const on = mounter(app, "moderation");
  on(adminApi.reports, async (call) => pageOf(call, await service.queue(call.query, call.user)));
  on(adminApi.resolveReport, ({ params, body, user }) => service.resolve(params.post_id, body, user));
}
