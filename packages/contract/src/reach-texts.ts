/**
 * Reach (API.md "Answers, reach and trust": Reach): what the web shows for push on this device, the notification
 * settings page, the offer after a first post and the watch bells. No zod here: the web imports it through `/texts`.
 */

/** The types a student switches push and e-mail for, in the settings page's order (reach.ts `reachTypes`). */
export const reachTypeLabels = {
  reply: { label: "Replies", hint: "Someone replies to your post or reply" },
  like: { label: "Likes", hint: "Someone likes your post or reply" },
  mention: { label: "Mentions", hint: "Someone mentions you with @" },
  accepted: { label: "Accepted answers", hint: "Your reply is accepted as the answer" },
  watched: { label: "Watched discussions", hint: "New activity in posts, communities and tags you watch" },
} as const;

export const reachSettingsTexts = {
  title: "Notification settings",
  loading: "Loading your settings...",
  loadFailed: "Your notification settings could not be loaded.",
  retry: "Try again",
  saveFailed: "Your change could not be saved. Try again.",
  saved: "Saved.",
  device: {
    heading: "Push on this device",
    label: "Push notifications on this device",
    hint: "Get a notification on this phone or computer, even when the forum is closed.",
    on: "On for this device.",
    off: "Off for this device.",
    working: "Working...",
    unsupported:
      "This browser cannot show push notifications. Try Chrome, Firefox, Edge or Safari, or add the forum to your home screen.",
    blocked:
      "Your browser blocks notifications from the forum. To allow them again, open the site settings (the icon beside the address), set Notifications to Allow, then come back here.",
    turnedOn: "Push notifications are on for this device.",
    turnedOff: "Push notifications are off for this device.",
    failed: "Push notifications could not be turned on. Try again.",
    offFailed: "Push notifications could not be turned off. Try again.",
    notAllowed: "Notifications were not allowed, so nothing was turned on.",
  },
  types: {
    heading: "What to tell you about",
    push: "Push",
    email: "E-mail",
    /** The switch's accessible name: "Push for Replies". */
    switchLabel: (channel: string, type: string) => `${channel} for ${type}`,
    emailHint: "E-mails are sent only for what you have not read after 15 minutes.",
  },
  digest: {
    heading: "Summary e-mail",
    hint: "Unread notifications and top new posts from what you watch, only when there is something new.",
    off: "Off",
    daily: "Daily (07:00)",
    weekly: "Weekly (Monday 07:00)",
  },
} as const;

/** The offer after a student's first post or reply (never on a first visit, once per student on a device). */
export const reachOfferTexts = {
  title: "Get notified when someone answers",
  body: "We will only tell you about replies and what you choose to watch.",
  turnOn: "Turn on",
  notNow: "Not now",
} as const;

export const watchTexts = {
  /** The bell's accessible name, saying where it stands. */
  label: (level: string) => `Notifications: ${level}`,
  loadingLabel: "Notifications",
  menuLabel: "Notification level",
  levels: {
    watching: "Watching",
    normal: "Normal",
    muted: "Muted",
  },
  hints: {
    post: {
      watching: "Notify me of every new reply",
      normal: "Notify me of replies to me and mentions",
      muted: "Never notify me about this",
    },
    place: {
      watching: "Notify me of every new post",
      normal: "Notify me of replies to me and mentions",
      muted: "Never notify me about this",
    },
  },
  saved: {
    watching: "You are watching this now.",
    normal: "Notifications set to normal.",
    muted: "Muted: you will not be notified about this.",
  },
  failed: "The notification level could not be changed. Try again.",
  signInToWatch: "Sign in to get notified",
} as const;
