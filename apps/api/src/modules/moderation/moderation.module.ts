import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import type { PostsReadService } from "../posts/posts.read.service.ts";
import { createModerationRepository } from "./moderation.repository.ts";
import { moderationRoutes } from "./moderation.routes.ts";
import { createModerationService } from "./moderation.service.ts";
import { createReportReasonsRepository } from "./report-reasons.repository.ts";
import { createReportReasonsService } from "./report-reasons.service.ts";

/**
 * Moderation: the report queue, one row per reported post, its resolution, and the reasons a post may be reported for. Hiding itself is a post status
 * (db/post-status.ts) that every list already reads; the reporters hear the outcome through `reports-resolved`.
 */
export function moderationModule(app: FastifyInstance, ctx: AppContext, deps: { posts: PostsReadService }) {
  const service = createModerationService({
    repo: createModerationRepository(ctx.db),
    posts: deps.posts,
    events: ctx.events,
    ...ctx.urls,
  });
  const reasons = createReportReasonsService({ repo: createReportReasonsRepository(ctx.db) });
  moderationRoutes(app, { service, reasons });
}
