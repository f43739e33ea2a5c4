import {
  type LiveNotification,
  type NotificationData,
  notificationSentence,
  realtime,
  truncate,
} from "@forum/contract";
import type { Db } from "../../db/client.ts";
import type { AfterCommit } from "../../platform/events.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { actorName, ownerOf } from "./notifications.presenter.ts";
import { REPLY_PREVIEW, TITLE_PREVIEW } from "./notifications.repository.ts";
import { createWatchedNotificationsRepository } from "./watched-notifications.repository.ts";

type Actor = Parameters<typeof ownerOf>[0];
const titleOf = (p: { title: string | null; text: string }) => p.title ?? truncate(p.text, TITLE_PREVIEW);

/** The live push to each student told: one toast each, after the commit (a rolled-back write tells no one). */
function pushTo(live: Realtime, told: { userId: number }[], actor: Actor, data: NotificationData): AfterCommit {
  const message: LiveNotification = {
    message: notificationSentence("watched", data.reply_owner ? actorName(actor) : "Anonymous", data.post_title),
    postId: data.post_uuid,
  };
  return () => {
    for (const { userId } of told) live.toUser(userId, realtime.event, message);
  };
}

/**
 * `watched` notifications (API.md "Reach"): a new reply tells the students watching the post it is in, a new post
 * those watching its community or one of its tags. Like a reply's notification, it names the post the reply answers
 * and the reply, so it opens there; an anonymous writer stays anonymous. Written in the publishing transaction.
 */
export function createWatchedNotifications(live: Realtime) {
  return {
    async replied(tx: Db, replyId: number): Promise<AfterCommit | undefined> {
      const repo = createWatchedNotificationsRepository(tx);
      const ctx = await repo.replyContext(replyId);
      if (!ctx) return;
      const owner = ctx.reply.anonymous ? null : ownerOf(ctx.actor);
      const data: NotificationData = {
        type: "watched",
        post_title: titleOf(ctx.parent),
        post_uuid: ctx.parent.uuid,
        reply_uuid: ctx.reply.uuid,
        reply_content: truncate(ctx.reply.text, REPLY_PREVIEW),
        reply_owner: owner,
        user_id: owner ? ctx.actor.id : null,
      };
      const about = { actorId: ctx.actor.id, postId: ctx.parent.id, replyId, answeredId: ctx.parent.userId, data };
      return pushTo(live, await repo.forReply(about), ctx.actor, data);
    },

    async posted(tx: Db, postId: number): Promise<AfterCommit | undefined> {
      const repo = createWatchedNotificationsRepository(tx);
      const ctx = await repo.postContext(postId);
      if (!ctx) return;
      const owner = ctx.post.anonymous ? null : ownerOf(ctx.actor);
      const data: NotificationData = {
        type: "watched",
        post_title: titleOf(ctx.post),
        post_uuid: ctx.post.uuid,
        reply_uuid: null,
        reply_content: truncate(ctx.post.text, REPLY_PREVIEW),
        reply_owner: owner,
        user_id: owner ? ctx.actor.id : null,
      };
      return pushTo(live, await repo.forPost({ actorId: ctx.actor.id, postId, data }), ctx.actor, data);
    },
  };
}
