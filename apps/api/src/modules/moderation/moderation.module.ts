import type { FastifyInstance } from "fastify";
import { DEFAULT_NEW_ACCOUNT_HOURS, DEFAULT_REPORT_HIDE_THRESHOLD } from "../../env.ts";
import type { AppContext } from "../../platform/context.ts";
import type { PostsReadService } from "../posts/posts.read.service.ts";
import { createModerationRepository } from "./moderation.repository.ts";
import { moderationRoutes } from "./moderation.routes.ts";
import { createModerationService } from "./moderation.service.ts";
import { createReportReasonsRepository } from "./report-reasons.repository.ts";
import { createReportReasonsService } from "./report-reasons.service.ts";
import { createReportsRepository } from "./reports.repository.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { createReportsService } from "./reports.service.ts";

/**
 * Moderation: filing a report (with the auto-hide, db/auto-hide.ts), the report queue, one row per reported post, its resolution, and the reasons a post may be reported for. Hiding itself is a post status
 * (db/post-status.ts) that every list already reads; the reporters hear the outcome through `reports-resolved`.
 */
export function moderationModule(app: FastifyInstance, ctx: AppContext, deps: { posts: PostsReadService }) {
  const reports = createReportsService({
    repo: createReportsRepository(ctx.db),
    posts: deps.posts,
    events: ctx.events,
    autoHide: {
      threshold: ctx.deps.reportHideThreshold ?? DEFAULT_REPORT_HIDE_THRESHOLD,
      newAccountHours: ctx.deps.newAccountHours ?? DEFAULT_NEW_ACCOUNT_HOURS,
    },
    throttle: ctx.throttle,
  });
  reportsRoutes(app, { reports });
  const service = createModerationService({
    repo: createModerationRepository(ctx.db),
    posts: deps.posts,
    events: ctx.events,
    ...ctx.urls,
  });
  const reasons = createReportReasonsService({ repo: createReportReasonsRepository(ctx.db) });
  moderationRoutes(app, { service, reasons });
}
