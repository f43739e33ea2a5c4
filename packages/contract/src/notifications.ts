import { z } from "zod";
import { pageEnvelope } from "./envelopes.ts";
import { displayName } from "./helpers/display-name.ts";
import { idNumber, pageNumber } from "./numbers.ts";
import { publicUser } from "./profile.ts";

/**
 * Notifications (core §3, API.md). `data` is a JSON string of {@link NotificationData}; `liker` is the user who liked
 * (null for replies, whose author is `data.reply_owner`, itself null when the reply was anonymous).
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(["reply", "like"]),
  data: z.string(),
  liker: publicUser.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export type NotificationData = {
  type: "reply" | "like";
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

/** Read and delete without an id act on all of the caller's notifications; unread needs one. */
export const notificationTarget = z.object({ notification_id: idNumber().optional() });
export const notificationOne = z.object({ notification_id: idNumber() });

/** Live push (API.md): Socket.IO room of a user and the event carrying `{ message, postId }` (postId: the post's uuid). */
export const realtime = { event: "new-notification", room: (userId: number) => `user-${userId}` } as const;
export type LiveNotification = { message: string; postId?: string };

/** Server answers of the actions (the spec shows the server's message in the success dialog). */
export const notificationMessages = {
  readOne: "Notification marked as read.",
  readAll: "All notifications marked as read.",
  unreadOne: "Notification marked as unread.",
  deleteOne: "Notification deleted.",
  deleteAll: "All notifications deleted.",
  notFound: "Notification not found.",
} as const;

/**
 * Core §4 and §8: every action asks (confirm, with the button's label), shows progress (busy), then the server's message
 * or the spec's failure text (verbatim).
 */
export const notificationActionTexts = {
  readOne: {
    label: "Mark as read",
    confirm: "Mark this notification as read?",
    busy: "Marking as read...",
    failed: "Failed to mark as read. Please try again.",
  },
  readAll: {
    label: "Mark all as Read",
    confirm: "Mark all your notifications as read?",
    busy: "Marking all as read...",
    failed: "Failed to mark all as read. Please try again.",
  },
  unreadOne: {
    label: "Mark as unread",
    confirm: "Mark this notification as unread?",
    busy: "Marking as unread...",
    failed: "Failed to mark as unread, Please try again later",
  },
  deleteOne: {
    label: "Delete",
    confirm: "Delete this notification? This cannot be undone.",
    busy: "Deleting notification...",
    failed: "Failed to delete Notification, Please try again later",
  },
  deleteAll: {
    label: "Delete all",
    confirm: "Delete all your notifications? This cannot be undone.",
    busy: "Deleting notifications...",
    failed: "Failed to delete Notification, Please try again later",
  },
} as const;
export type NotificationAction = keyof typeof notificationActionTexts;

/** Reads `data` defensively: a row of another type or a malformed string is hidden, not a crash (core §3). */
export function parseNotificationData(raw: string): NotificationData | null {
  try {
    const d = JSON.parse(raw) as Partial<NotificationData> | null;
    if (!d || (d.type !== "reply" && d.type !== "like") || typeof d.post_uuid !== "string") return null;
    return d as NotificationData;
  } catch {
    return null;
  }
}

/** Who acted, as shown: the liker, the named replier, or Anonymous. */
export const notificationActor = (n: Pick<NotificationItem, "type" | "liker">, d: NotificationData) =>
  n.type === "like" ? displayName(n.liker) : displayName(d.reply_owner);

/** What happened, after the actor's name. */
export const notificationWhat = { reply: "replied to your post", like: "liked your post" } as const;

/** One sentence for the toast: "Ada replied to your post: Title". */
export function notificationSentence(type: "reply" | "like", actor: string, postTitle: string | null): string {
  const what = notificationWhat[type];
  return postTitle ? `${actor} ${what}: ${postTitle}` : `${actor} ${what}`;
}
