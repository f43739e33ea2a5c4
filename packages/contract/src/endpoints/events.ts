import type { messageEnvelope } from "../envelopes.ts";
import type { eventCalendar, eventIdParams, eventsPage, eventsQuery, reminderSetResponse } from "../events.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof eventIdParams;

/**
 * Secondary §7 events and API.md "Secondary areas": the list (public; `reminder_set` is the caller's), a reminder set
 * and cancelled (signed in; no payload), and the event as an iCalendar file (public; the web links to its path).
 */
export const events = {
  list: endpoint<{ query: typeof eventsQuery; response: typeof eventsPage }>()("GET", "forum", "/events", "public"),
  setReminder: endpoint<{ params: Id; response: typeof reminderSetResponse }>()(
    "POST",
    "forum",
    "/events/:id/reminder",
    "user",
  ),
  cancelReminder: endpoint<{ params: Id; response: typeof messageEnvelope }>()(
    "DELETE",
    "forum",
    "/events/:id/reminder",
    "user",
  ),
  /** Answers `text/calendar`, not JSON: link to it (`pathOf(events.calendar, {id})` under the forum base). */
  calendar: endpoint<{ params: Id; response: typeof eventCalendar }>()(
    "GET",
    "forum",
    "/events/:id/calendar.ics",
    "public",
  ),
};
