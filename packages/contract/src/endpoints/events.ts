import type { adminDeleted } from "../admin.ts";
import type { messageEnvelope } from "../envelopes.ts";
import type {
  adminEventSaved,
  adminEventsPage,
  adminEventsQuery,
  eventBody,
  eventCalendar,
  eventIdParams,
  eventsPage,
  eventsQuery,
  reminderSetResponse,
} from "../events.ts";
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

/** API.md "Admin and moderation": events in the console (multipart `title, short_desc, date, time, link`, `thumbnail`). */
export const adminEvents = {
  list: endpoint<{ query: typeof adminEventsQuery; response: typeof adminEventsPage }>()(
    "GET",
    "forum",
    "/admin/events",
    "admin",
  ),
  create: endpoint<{ body: typeof eventBody; response: typeof adminEventSaved }>()(
    "POST",
    "forum",
    "/admin/events",
    "admin",
    { status: 201, form: true },
  ),
  update: endpoint<{ params: Id; body: typeof eventBody; response: typeof adminEventSaved }>()(
    "PUT",
    "forum",
    "/admin/events/:id",
    "admin",
    { form: true },
  ),
  remove: endpoint<{ params: Id; response: typeof adminDeleted }>()("DELETE", "forum", "/admin/events/:id", "admin"),
};
