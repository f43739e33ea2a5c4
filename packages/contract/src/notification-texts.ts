/**
 * Notification texts (core §2, §3, §8; secondary §2, §4), verbatim: what the bell shows while it loads and when it is
 * empty, and the server's answers. What the panel's actions ask and say is in `notification-action-texts.ts`: the bell
 * is in the home route's first download and the panel is not, and a module is downloaded whole with its first user.
 */
export const notificationTexts = {
  /** Core §2 panel and secondary §2 page. */
  loadingPanel: "Loading Notifications.....",
  loadingPage: "Loading Notifications...",
  empty: "No notifications yet",
  emptyHint: "You're all caught up! New updates and replies will show up here",
  deleteAll: "Delete all notifications",
  /** The link to /settings/notifications (the drawer, one's profile, this page): here, not in reach-texts.ts, so the
   * screens that only link there do not fetch the settings page's words. */
  settingsLink: "Notification settings",
} as const;

/** Server answers of the actions (the spec shows the server's message in the success dialog). */
export const notificationMessages = {
  readOne: "Notification marked as read.",
  readAll: "All notifications marked as read.",
  unreadOne: "Notification marked as unread.",
  deleteOne: "Notification deleted.",
  deleteAll: "All notifications deleted.",
  notFound: "Notification not found.",
} as const;
