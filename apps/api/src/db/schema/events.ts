import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userRef } from "./users.ts";

/**
 * Events (API.md "Secondary areas"). Only the instant is kept: the local date and time are read from it in TIME_ZONE
 * when answered, so the two can never disagree. `updatedAt` stamps the calendar file (DTSTAMP).
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    shortDesc: text("short_desc").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    thumbnail: text("thumbnail"),
    link: text("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_starts_at_idx").on(t.startsAt),
    index("events_search_trgm_idx").using("gin", sql`(${t.title} || ' ' || ${t.shortDesc}) gin_trgm_ops`),
  ],
);

/**
 * A student's reminder of an event: one per student and event (the unique key holds under concurrent sets). `dueAt`
 * is when the mail goes out; `sentAt` is set in the very transaction that claims and sends it, so it goes once.
 * `jobId` is the pg-boss job that will deliver it (a sweep delivers any whose job was lost).
 */
export const eventReminders = pgTable(
  "event_reminders",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: userRef(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    jobId: uuid("job_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_reminders_event_user_key").on(t.eventId, t.userId),
    index("event_reminders_user_idx").on(t.userId),
    // The sweep's scan: unsent reminders by due time.
    index("event_reminders_due_idx").on(t.dueAt).where(sql`${t.sentAt} is null`),
  ],
);
