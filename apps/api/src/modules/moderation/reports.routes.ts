import { moderationApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { ReportsService } from "./reports.service.ts";

/**
 * Forum base: the reasons a post may be reported for (anyone) and reporting a post (signed in). Tagged `posts` in the
 * OpenAPI document, as they were before they moved here.
 */
export function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  const on = mounter(app, "posts");
  on(moderationApi.reportReasons, () => reports.reasons());
  on(moderationApi.report, ({ body, user }) => reports.report(body.post_id, body.report_reasons, user));
}
