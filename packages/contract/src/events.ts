import { z } from "zod";
import { adminDeleted, adminIdParams } from "./admin.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { events } from "./endpoints/events.ts";
import { adminEvents } from "./endpoints/events-admin.ts";
import { dataEnvelope, messageEnvelope, pageEnvelope } from "./envelopes.ts";
import { eventLimits as L } from "./events-texts.ts";
import { limits } from "./limits.ts";
import { pageNumber } from "./numbers.ts";

/**
 * Event (API.md "Secondary areas"): `date` ("YYYY-MM-DD") and `time` ("HH:MM") are local to the forum's time zone
 * (`TIME_ZONE`, default Africa/Lagos); `starts_at` is the same instant in UTC (ISO 8601); `reminder_set` is the
 * caller's (false for guests). `thumbnail` is an absolute URL or null; `link` is where the event happens (http(s)).
 */
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  short_desc: z.string(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  thumbnail: z.string().nullable(),
  link: z.string(),
  reminder_set: z.boolean(),
});
export type EventItem = z.infer<typeof eventSchema>;

/** `GET /events?search&page&per_page`: upcoming ones soonest first, then past ones newest first. */
export const eventsQuery = z.object({
  search: z.string().trim().max(L.searchMax).optional().default(""),
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(limits.perPageMax).default(limits.perPageDefault),
});
export type EventsQuery = z.infer<typeof eventsQuery>;
export const eventsPage = pageEnvelope(eventSchema);
export type EventsPage = z.infer<typeof eventsPage>;

export const eventIdParams = adminIdParams;
/** `POST /events/{id}/reminder`: the event (now `reminder_set: true`) and the spec's success text. */
export const reminderSetResponse = dataEnvelope(eventSchema).extend({ message: z.string() });
/** `GET /events/{id}/calendar.ics`: the event as `text/calendar` (RFC 5545), not JSON. */
export const eventCalendar = z
  .string()
  .meta({ contentMediaType: "text/calendar", description: "The event as an iCalendar file." });

// Admin (API.md "Admin and moderation"): multipart `title, short_desc, date, time, link`, optional `thumbnail`
const line = (max: number, label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, { error: `The ${label} is required.` })
    .max(max, { error: `The ${label} may be at most ${max} characters.` });

/** A real calendar day: "2026-02-30" is refused. */
const isCalendarDate = (s: string) => {
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

export const eventBody = z.object({
  title: line(L.titleMax, "title"),
  short_desc: line(L.shortDescMax, "short description"),
  date: z
    .string({ error: "The date is required." })
    .trim()
    // Empty is missing, not malformed: the form says so rather than asking for a format.
    .min(1, { error: "The date is required.", abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "The date must be YYYY-MM-DD.", abort: true })
    .refine(isCalendarDate, { error: "The date must be a real day." }),
  time: z
    .string({ error: "The time is required." })
    .trim()
    .min(1, { error: "The time is required.", abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "The time must be HH:MM (24 hours)." }),
  link: line(L.linkMax, "link").refine((s) => /^https?:\/\/[^\s/?#]+/i.test(s) && URL.canParse(s), {
    error: "The link must be an http(s) URL.",
  }),
  /** A picture file (re-encoded by the server); empty or missing keeps the old one. */
  thumbnail: z.unknown().optional(),
});
export type EventBody = z.infer<typeof eventBody>;

/** An event as the console lists it: as students see it, with how many reminders are pending on it. */
export const adminEventSchema = eventSchema.extend({
  reminders_count: z.number().int(),
  created_at: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventsQuery = eventsQuery;
export const adminEventsPage = pageEnvelope(adminEventSchema);
export const adminEventSaved = z.object({ data: eventSchema, message: z.string() });

/** The events calls with their schemas (the server registers them; the web calls `events` from the endpoints). */
export const eventsApi = operations("events", {
  list: bind(events.list, "List events", { query: eventsQuery, response: eventsPage }),
  setReminder: bind(
    events.setReminder,
    "Ask for a reminder the day before an event",
    { params: eventIdParams, response: reminderSetResponse },
    [404],
  ),
  cancelReminder: bind(
    events.cancelReminder,
    "Cancel an event reminder",
    { params: eventIdParams, response: messageEnvelope },
    [404],
  ),
  calendar: bind(
    events.calendar,
    "An event as a calendar file (iCalendar)",
    { params: eventIdParams, response: eventCalendar },
    [404],
  ),
});

const one = { params: adminIdParams };
/** The admin's events calls (`GET, POST /admin/events`, `PUT, DELETE /admin/events/{id}`). */
export const adminEventsApi = operations("adminEvents", {
  list: bind(adminEvents.list, "List events (admin)", { query: adminEventsQuery, response: adminEventsPage }, [403]),
  create: bind(adminEvents.create, "Create an event", { body: eventBody, response: adminEventSaved }, [403, 413, 415]),
  update: bind(
    adminEvents.update,
    "Update an event",
    { ...one, body: eventBody, response: adminEventSaved },
    [403, 404, 413, 415],
  ),
  remove: bind(adminEvents.remove, "Delete an event", { ...one, response: adminDeleted }, [403, 404]),
});
