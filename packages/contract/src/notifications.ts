import { z } from "zod";
import { bind, operations } from "./endpoints/bind.ts";
import { notifications } from "./endpoints/notifications.ts";
import { messageEnvelope, pageEnvelope } from "./envelopes.ts";
import { idNumber, pageNumber } from "./numbers.ts";
import { publicUser } from "./profile.ts";

/**
 * Notifications (core §3, API.md). `data` is a JSON string of {@link NotificationData}; `liker` is the user who liked
 * (null for replies, whose author is `data.reply_owner`, itself null when the reply was anonymous).
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(["reply", "like", "mention", "accepted", "report", "task_review", "watched"]),
  data: z.string(),
  liker: publicUser.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export type NotificationData = {
  /**
   * `report`: a moderator resolved a report the recipient made (`outcome` says how). `task_review`: a reviewer approved
   * or sent back the recipient's translation of reward-task item `item_id` (`review`; `post_title` is the start of the
   * item's text, `reply_content` the reviewer's notes, `post_uuid` empty: no post is involved). `mention`: `reply_owner`
   * mentioned the recipient in post `post_uuid` (in its reply `reply_uuid` when set; `reply_content` the start of what
   * was written). `accepted`: `reply_owner` (the question's author; null when the question is anonymous) accepted the
   * recipient's reply `reply_uuid` as the answer to `post_uuid`. `watched`: `reply_owner` wrote in something the
   * recipient watches: reply `reply_uuid` in post `post_uuid`, or (`reply_uuid` null) the new post `post_uuid` in a
   * watched community or tag.
   */
  type: "reply" | "like" | "mention" | "accepted" | "report" | "task_review" | "watched";
  outcome?: "dismiss" | "hide" | "restore" | "delete";
  item_id?: number;
  review?: "approved" | "rejected";
  /** The title of the post replied to or liked; for a comment, the start of its text. */
  post_title: string | null;
  post_uuid: string;
  reply_uuid: string | null;
  reply_content: string | null;
  /** API.md names username and profile_image; the names come along so a student without a username is not "Anonymous". */
  reply_owner: {
    user_id: number;
    meta: {
      username: string | null;
      first_name: string | null;
      last_name: string | null;
      profile_image: string | null;
    };
  } | null;
  /** The user who acted; null when the reply was anonymous. */
  user_id: number | null;
};

export const notificationsPage = pageEnvelope(notificationSchema).extend({ unread_count: z.number().int() });
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const notificationsQuery = z.object({
  search: z.string().trim().max(100).optional().default(""),
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/**
 * Read and delete without an id act on all of the caller's notifications; unread needs one. The web app posts `{}`
 * when acting on all; an empty or missing body means the same.
 */
export const notificationTarget = z.preprocess(
  (body) => body ?? {},
  z.object({ notification_id: idNumber().optional() }),
);
export const notificationOne = z.object({ notification_id: idNumber() });

/** The notification calls with their schemas (the server registers them; the web calls `notifications`). */
export const notificationsApi = operations("notifications", {
  list: bind(notifications.list, "List the caller's notifications", {
    query: notificationsQuery,
    response: notificationsPage,
  }),
  read: bind(
    notifications.read,
    "Mark notifications as read",
    { body: notificationTarget, response: messageEnvelope },
    [404],
  ),
  unread: bind(
    notifications.unread,
    "Mark notifications as unread",
    { body: notificationOne, response: messageEnvelope },
    [404],
  ),
  remove: bind(
    notifications.remove,
    "Delete notifications",
    { body: notificationTarget, response: messageEnvelope },
    [404],
  ),
});
