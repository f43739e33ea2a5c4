import {
  type LiveNotification,
  type NotificationData,
  notificationSentence,
  realtime,
  truncate,
} from "@forum/contract";
import type { Db } from "../../db/client.ts";
import type { AfterCommit, DomainEvents } from "../../platform/events.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { createAcceptedNotificationsRepository } from "./accepted-notifications.repository.ts";
import { actorName, ownerOf } from "./notifications.presenter.ts";
import { REPLY_PREVIEW, TITLE_PREVIEW } from "./notifications.repository.ts";

/**
 * A question's answer changed: the earlier answer's `accepted` notification goes, and the new answer's author hears
 * of it (not when they accepted it themselves). Who accepted is named unless it is the author of an anonymous
 * question (`reply_owner` null, "Anonymous"). Written in the change's transaction; pushed live after it commits.
 */
export async function notifyAccepted(
  tx: Db,
  e: DomainEvents["answer-changed"],
  live: Realtime,
): Promise<AfterCommit | undefined> {
  const repo = createAcceptedNotificationsRepository(tx);
  await repo.removeFor(e.questionId);
  if (e.replyId === null) return;
  const ctx = await repo.context(e.replyId, e.actorId);
  if (!ctx || ctx.reply.userId === e.actorId) return;
  const { question, reply, actor } = ctx;
  const hidden = question.anonymous && question.userId === actor.id;
  const owner = hidden ? null : ownerOf(actor);
  const data: NotificationData = {
    type: "accepted",
    post_title: question.title ?? truncate(question.text, TITLE_PREVIEW),
    post_uuid: question.uuid,
    reply_uuid: reply.uuid,
    reply_content: truncate(reply.text, REPLY_PREVIEW),
    reply_owner: owner,
    user_id: owner ? actor.id : null,
  };
  const told = await repo.insert({
    userId: reply.userId,
    actorId: actor.id,
    postId: question.id,
    replyId: reply.id,
    data,
  });
  if (!told) return; // muted
  const message: LiveNotification = {
    message: notificationSentence("accepted", owner ? actorName(actor) : "Anonymous", data.post_title),
    postId: question.uuid,
  };
  return () => live.toUser(reply.userId, realtime.event, message);
}
