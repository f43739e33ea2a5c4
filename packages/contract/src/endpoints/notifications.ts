import type { messageEnvelope } from "../envelopes.ts";
import type { notificationOne, notificationsPage, notificationsQuery, notificationTarget } from "../notifications.ts";
import { endpoint } from "./endpoint.ts";

type Action<B> = { body: B; response: typeof messageEnvelope };

/** Core §7 notifications: the caller's own, every call signed in. Read and delete without an id act on all. */
export const notifications = {
  list: endpoint<{ query: typeof notificationsQuery; response: typeof notificationsPage }>()(
    "GET",
    "forum",
    "/notifications",
    "user",
  ),
  read: endpoint<Action<typeof notificationTarget>>()("POST", "forum", "/notifications/read", "user"),
  unread: endpoint<Action<typeof notificationOne>>()("POST", "forum", "/notifications/unread", "user"),
  remove: endpoint<Action<typeof notificationTarget>>()("POST", "forum", "/notifications/delete", "user"),
};

/** Live push (API.md): Socket.IO room of a user and the event carrying `{ message, postId }` (postId: the post's uuid). */
export const realtime = { event: "new-notification", room: (userId: number) => `user-${userId}` } as const;
export type LiveNotification = { message: string; postId?: string };
