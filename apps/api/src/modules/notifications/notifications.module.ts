import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { createNotificationsService } from "./notifications.service.ts";
import { createWatchedNotifications } from "./watched-notification.ts";

/** A student's notifications: replies, likes, mentions, what they watch, the outcome of their reports and the review of their reward-task translations notify, pushed live (API.md). */
export function notificationsModule(app: FastifyInstance, ctx: AppContext) {
  const service = createNotificationsService({
    repo: createNotificationsRepository(ctx.db),
    repoIn: createNotificationsRepository,
    realtime: ctx.realtime,
    ...ctx.urls,
  });
  // Written in the act's own transaction: kept or lost with it, never lost after it (a database outage between two).
  ctx.events.onTransaction("reply-published", (tx, { replyId }) => service.replied(tx, replyId));
  ctx.events.onTransaction("mentioned", (tx, e) => service.mentioned(tx, e));
  // After its reply (and its mentions: posts.write.service.ts raises them first), what was published tells its watchers.
  const watched = createWatchedNotifications(ctx.realtime);
  ctx.events.onTransaction("reply-published", (tx, { replyId }) => watched.replied(tx, replyId));
  ctx.events.onTransaction("post-published", (tx, { postId }) => watched.posted(tx, postId));
  ctx.events.onTransaction("reaction-changed", (tx, e) => service.reacted(tx, e.postId, e.userId, e.liked));
  ctx.events.onTransaction("answer-changed", (tx, e) => service.accepted(tx, e));
  ctx.events.onTransaction("reports-resolved", (tx, e) => service.reportsResolved(tx, e));
  ctx.events.onTransaction("submission-reviewed", (tx, e) => service.taskReviewed(tx, e));
  notificationsRoutes(app, { service });
}
