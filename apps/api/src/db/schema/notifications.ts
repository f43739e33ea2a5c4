import type { NotificationData } from "@forum/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { posts } from "./posts.ts";
import { userRef } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A student's notifications: someone replied to their post or comment, or liked it. The post and the reply cascade,
 * so deleting either removes what pointed at it; one like by one user on one post is one row, and un-liking deletes it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    /** The recipient. */
    userId: userRef(),
    type: text("type", {
      enum: ["reply", "like", "mention", "accepted", "report", "task_review", "watched"],
    }).notNull(),
    /** The replier or liker: kept even for anonymous replies (never shown) so a deleted account takes its rows along. */
    actorId: userRef("actor_id"),
    /** The post or comment the notification is about (replied to or liked); none for a reward task's review. */
    postId: integer("post_id").references((): AnyPgColumn => posts.id, { onDelete: "cascade" }),
    replyId: integer("reply_id").references((): AnyPgColumn => posts.id, { onDelete: "cascade" }),
    /** API.md `data`, written once when the notification is created (stored image paths made absolute on reading). */
    data: jsonb("data").$type<NotificationData>().notNull(),
    readAt: ts("read_at"),
    /**
     * When the reach dispatcher handed it on (its pushes queued, its unread mail planned): null until then, so the
     * table is its own outbox and a notification written with its act is never lost to a crash before it is pushed.
     */
    dispatchedAt: ts("dispatched_at"),
    /** When it went out in an unread-notifications mail (API.md "Reach": 15 minutes unread), so it goes once. */
    emailedAt: ts("emailed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  // Query order is plain DESC (NULLS FIRST); Drizzle's desc() alone would write NULLS LAST and miss the index.
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at is null`),
    uniqueIndex("notifications_like_key").on(t.postId, t.actorId).where(sql`type = 'like'`),
    // Deleting a reply or an account cascades here.
    index("notifications_reply_idx").on(t.replyId),
    index("notifications_actor_idx").on(t.actorId),
    // One mention notification per student and post or comment, however often it is edited.
    uniqueIndex("notifications_mention_key")
      .on(t.userId, t.postId, sql`coalesce(reply_id, 0)`)
      .where(sql`type = 'mention'`),
    // One watched notification per student and new post or reply, however many of their watches it matches.
    uniqueIndex("notifications_watched_key")
      .on(t.userId, t.postId, sql`coalesce(reply_id, 0)`)
      .where(sql`type = 'watched'`),
    // The dispatcher's question: what is not handed on yet (a few rows at any time).
    index("notifications_undispatched_idx").on(t.id).where(sql`dispatched_at is null`),
    // The unread-mail job's question: a student's unread notifications not mailed yet, oldest first.
    index("notifications_unmailed_idx").on(t.userId, t.createdAt).where(sql`read_at is null and emailed_at is null`),
    check(
      "notifications_type_check",
      sql`${t.type} in ('reply', 'like', 'mention', 'accepted', 'report', 'task_review', 'watched')`,
    ),
    check("notifications_post_check", sql`(${t.type} = 'task_review') = (${t.postId} is null)`),
    // A reply and an accepted answer always name the reply; a mention names it when it was made in one.
    check(
      "notifications_reply_check",
      sql`${t.type} in ('mention', 'watched') or (${t.type} in ('reply', 'accepted')) = (${t.replyId} is not null)`,
    ),
  ],
);
