import {
  type LiveNotification,
  moderationTexts,
  type NotificationData,
  type NotificationsQuery,
  notificationMessages,
  notificationSentence,
  type ResolveAction,
  realtime,
  taskReviewOutcome,
  truncate,
} from "@forum/contract";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../platform/errors.ts";
import type { AfterCommit, DomainEvents } from "../../platform/events.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { notifyAccepted } from "./accepted-notification.ts";
import { actorName, ownerOf, toNotification } from "./notifications.presenter.ts";
import { type NotificationsRepository, REPLY_PREVIEW, TITLE_PREVIEW } from "./notifications.repository.ts";

type Deps = PublicUrls & {
  repo: NotificationsRepository;
  /** The same queries on the writer's transaction: a notification is written with the act it tells of. */
  repoIn: (tx: Db) => NotificationsRepository;
  realtime: Realtime;
};

/** A comment has no title: it is named by the start of its text. */
const titleOf = (p: { title: string | null; text: string }) => p.title ?? truncate(p.text, TITLE_PREVIEW);

/**
 * Replies and likes notify the author of what was replied to or liked, never the one who acted (API.md); a mention
 * notifies the student mentioned; a resolved
 * report notifies its reporter of the outcome. Each is written in the transaction of the act it tells of (the
 * `onTransaction` events), so an acknowledged act always has its notification; the live push waits for the commit.
 */
export function createNotificationsService(d: Deps) {
  /** The live push of one notification: a toast in each of the recipient's open tabs, after the commit. */
  function push(
    userId: number,
    type: "reply" | "like" | "mention" | "watched",
    actor: string,
    data: NotificationData,
  ): AfterCommit {
    const live: LiveNotification = {
      message: notificationSentence(type, actor, data.post_title),
      postId: data.post_uuid,
    };
    return () => d.realtime.toUser(userId, realtime.event, live);
  }

  return {
    async replied(tx: Db, replyId: number): Promise<AfterCommit | undefined> {
      const repo = d.repoIn(tx);
      const ctx = await repo.replyContext(replyId);
      if (!ctx || ctx.parent.userId === ctx.actor.id) return;
      const owner = ctx.reply.anonymous ? null : ownerOf(ctx.actor);
      const data: NotificationData = {
        type: "reply",
        post_title: titleOf(ctx.parent),
        post_uuid: ctx.parent.uuid,
        reply_uuid: ctx.reply.uuid,
        reply_content: truncate(ctx.reply.text, REPLY_PREVIEW),
        reply_owner: owner,
        user_id: ctx.reply.anonymous ? null : ctx.actor.id,
      };
      const told = await repo.insertReply({
        userId: ctx.parent.userId,
        actorId: ctx.actor.id,
        postId: ctx.parent.id,
        replyId,
        data,
      });
      if (!told) return; // muted
      return push(ctx.parent.userId, "reply", owner ? actorName(ctx.actor) : "Anonymous", data);
    },

    /** `liked` false (un-liked, or switched to a dislike) removes the like's notification. */
    async reacted(tx: Db, postId: number, actorId: number, liked: boolean): Promise<AfterCommit | undefined> {
      const repo = d.repoIn(tx);
      if (!liked) return void (await repo.deleteLike(postId, actorId));
      const ctx = await repo.likeContext(postId, actorId);
      if (!ctx || ctx.post.userId === actorId) return;
      const data: NotificationData = {
        type: "like",
        post_title: titleOf(ctx.post),
        post_uuid: ctx.post.uuid,
        reply_uuid: null,
        reply_content: null,
        reply_owner: null,
        user_id: actorId,
      };
      // Liking again after a like already notified (a retried request) pushes nothing new.
      if (await repo.insertLike({ userId: ctx.post.userId, actorId, postId, data })) {
        return push(ctx.post.userId, "like", actorName(ctx.actor), data);
      }
    },

    /**
     * The students a published post or comment @mentions hear of it once (an edit that keeps the mention tells no one
     * again), the author of what a reply answers aside. In a comment, the notification names the post it replies to and the comment, so it opens there; an
     * anonymous writer stays anonymous.
     */
    async mentioned(tx: Db, e: { itemId: number; userIds: number[] }): Promise<AfterCommit | undefined> {
      const repo = d.repoIn(tx);
      const ctx = await repo.mentionContext(e.itemId);
      if (!ctx) return;
      const post = ctx.parent ?? ctx.item;
      const owner = ctx.item.anonymous ? null : ownerOf(ctx.actor);
      const data: NotificationData = {
        type: "mention",
        post_title: titleOf(post),
        post_uuid: post.uuid,
        reply_uuid: ctx.parent ? ctx.item.uuid : null,
        reply_content: truncate(ctx.item.text, REPLY_PREVIEW),
        reply_owner: owner,
        user_id: owner ? ctx.actor.id : null,
      };
      // The author of what a reply answers hears of it as a reply already (`replied`), with the same text.
      const userIds = e.userIds.filter((userId) => userId !== ctx.actor.id && userId !== ctx.parent?.userId);
      const about = { actorId: ctx.actor.id, postId: post.id, replyId: ctx.parent ? ctx.item.id : null, data };
      const told = await repo.insertMentions(about, userIds);
      const pushes = told.map((t) => push(t.userId, "mention", owner ? actorName(ctx.actor) : "Anonymous", data));
      return () => {
        for (const then of pushes) then();
      };
    },
    /** A question's answer changed: its answerer hears of it (accepted-notification.ts). */
    accepted: (tx: Db, e: DomainEvents["answer-changed"]) => notifyAccepted(tx, e, d.realtime),

    /** Each reporter whose open report an admin resolved hears the outcome; who resolved it is not shown. */
    async reportsResolved(
      tx: Db,
      e: { postId: number; adminId: number; outcome: ResolveAction; reporterIds: number[] },
    ): Promise<AfterCommit | undefined> {
      const repo = d.repoIn(tx);
      const post = await repo.reportedPost(e.postId);
      if (!post) return;
      const data: NotificationData = {
        type: "report",
        outcome: e.outcome,
        post_title: titleOf(post),
        post_uuid: post.uuid,
        reply_uuid: null,
        reply_content: null,
        reply_owner: null,
        user_id: null,
      };
      const rows = e.reporterIds.map((userId) => ({ userId, actorId: e.adminId, postId: post.id, data }));
      const live: LiveNotification = { message: moderationTexts.reportOutcome[e.outcome], postId: post.uuid };
      const notified = await repo.insertReports(rows);
      return () => {
        for (const { userId } of notified) d.realtime.toUser(userId, realtime.event, live);
      };
    },

    /** A student hears that their translation was approved, or sent back with the reviewer's notes. */
    async taskReviewed(
      tx: Db,
      e: { userId: number; adminId: number; itemId: number; itemText: string; approved: boolean; notes: string | null },
    ): Promise<AfterCommit> {
      const data: NotificationData = {
        type: "task_review",
        review: e.approved ? "approved" : "rejected",
        item_id: e.itemId,
        post_title: truncate(e.itemText, TITLE_PREVIEW),
        post_uuid: "",
        reply_uuid: null,
        reply_content: e.approved ? taskReviewOutcome.approved : truncate(e.notes ?? "", REPLY_PREVIEW),
        reply_owner: null,
        user_id: null,
      };
      await d.repoIn(tx).insertTaskReview({ userId: e.userId, actorId: e.adminId, data });
      const live: LiveNotification = { message: notificationSentence("task_review", "A reviewer", data.post_title) };
      return () => d.realtime.toUser(e.userId, realtime.event, live);
    },

    /** A page, newest first; `unread_count` is the badge's, whatever the search. */
    async list(userId: number, { search, page, per_page: perPage }: NotificationsQuery) {
      const [rows, counts] = await Promise.all([
        d.repo.page(userId, search, page, perPage),
        d.repo.counts(userId, search),
      ]);
      const data = rows.map((r) => toNotification(r, d));
      return { data, total: counts.total, unread: counts.unread };
    },

    /** Without an id: every unread one of the caller's. */
    async read(userId: number, id?: number) {
      const changed = await d.repo.markRead(userId, id);
      if (id !== undefined && changed === 0) throw notFound(notificationMessages.notFound);
      return { message: id === undefined ? notificationMessages.readAll : notificationMessages.readOne };
    },

    async unread(userId: number, id: number) {
      if ((await d.repo.markUnread(userId, id)) === 0) throw notFound(notificationMessages.notFound);
      return { message: notificationMessages.unreadOne };
    },

    /** Without an id: all of the caller's. */
    async remove(userId: number, id?: number) {
      const removed = await d.repo.remove(userId, id);
      if (id !== undefined && removed === 0) throw notFound(notificationMessages.notFound);
      return { message: id === undefined ? notificationMessages.deleteAll : notificationMessages.deleteOne };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
