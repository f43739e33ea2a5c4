// Notification texts of the panel and the page, loaded with them (the bell's own are in notification-texts.ts).

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

/** What happened, after the actor's name. */
export const notificationWhat = {
  reply: "replied to your post",
  like: "liked your post",
  mention: "mentioned you",
  accepted: "accepted your answer",
  report: "reviewed your report",
  task_review: "reviewed your translation",
  // Either a reply in a watched post (the title is the post's) or a new post in a watched community or tag (its own).
  watched: "posted in something you watch",
} as const;

/** The line under a task review's notification: approved, or the reviewer's notes (shown quoted). */
export const taskReviewOutcome = { approved: "Approved: the task's points are yours." } as const;

/** One sentence for the toast and the live push: "Ada replied to your post: Title". */
export function notificationSentence(
  type: keyof typeof notificationWhat,
  actor: string,
  postTitle: string | null,
): string {
  const what = notificationWhat[type];
  return postTitle ? `${actor} ${what}: ${postTitle}` : `${actor} ${what}`;
}
