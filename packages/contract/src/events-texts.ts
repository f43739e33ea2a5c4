/**
 * Events texts (secondary §3, §4, §8, §9; API.md "Secondary areas"), verbatim where the spec gives them (its
 * spelling included); the rest are ours. No zod here: the events page imports these without pulling schemas along.
 */
export const eventTexts = {
  title: "Events",
  searchLabel: "Search events",
  searchPlaceholder: "Search events",
  /** §3: the empty list, plus `for "{term}"` when searching. */
  noEvents: "No events found",
  forTerm: (term: string) => `for "${term}"`,
  /** §4: Remind Me, then Setting..., then back; hidden once the event is past. */
  remindMe: "Remind Me",
  setting: "Setting...",
  /** §8: the reminder's success and failure. */
  reminderSet: "A reminder will be sent a day before the event",
  reminderFailed: "Sorry, an error ocurred. Pls try again.",
  /** Ours: a set reminder shows as such and can be cancelled. */
  reminderOn: "Reminder set",
  cancelReminder: "Cancel reminder",
  cancelling: "Cancelling...",
  reminderCancelFailed: "Sorry, the reminder could not be cancelled. Please try again.",
  addToCalendar: "Add to calendar",
  openLink: "Event link",
  past: "Past event",
  loadingMore: "Loading more events...",
} as const;

/** The server's answers (the spec shows only the success text of a reminder). */
export const eventMessages = {
  reminderSet: eventTexts.reminderSet,
  reminderCancelled: "Reminder cancelled. No mail will go out.",
  notFound: "Event not found.",
  past: "This event has already taken place.",
} as const;

/** Largest sizes of an event's fields (every field has a bound). */
export const eventLimits = {
  titleMax: 200,
  shortDescMax: 1_000,
  linkMax: 2_048,
  searchMax: 100,
} as const;

/** Secondary §9: the reminder goes out a day before the event. */
export const reminderLeadHours = 24;
