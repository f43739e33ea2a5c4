import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { createNotificationsService } from "./notifications.service.ts";

/** A student's notifications: replies, likes, the outcome of their reports and the review of their reward-task translations notify, pushed live (API.md). */
export function notificationsModule(app: FastifyInstance, ctx: AppContext) {
  const service = createNotificationsService({
    repo: createNotificationsRepository(ctx.db),
    realtime: ctx.realtime,
    ...ctx.urls,
    log: ctx.log,
  });
  ctx.events.on("reply-published", ({ replyId }) => service.replied(replyId));
  ctx.events.on("reaction-changed", ({ postId, userId, liked }) => service.reacted(postId, userId, liked));
  ctx.events.on("reports-resolved", (e) => service.reportsResolved(e));
  ctx.events.on("submission-reviewed", (e) => service.taskReviewed(e));
  notificationsRoutes(app, { service });
}
