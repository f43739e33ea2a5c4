import { and, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventReminders, events } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";

export const eventColumns = {
  id: events.id,
  title: events.title,
  shortDesc: events.shortDesc,
  startsAt: events.startsAt,
  thumbnail: events.thumbnail,
  link: events.link,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};
export type EventRow = {
  id: number;
  title: string;
  shortDesc: string;
  startsAt: Date;
  thumbnail: string | null;
  link: string;
  createdAt: Date;
  updatedAt: Date;
};

/** Matches the trigram index's expression, so a search uses it. */
export const searchWhere = (search: string): SQL | undefined =>
  search ? ilike(sql`(${events.title} || ' ' || ${events.shortDesc})`, containsPattern(search)) : undefined;

/** Upcoming ones soonest first, then past ones newest first (API.md); the id breaks ties so pages never overlap. */
export const eventOrder = [
  sql`(${events.startsAt} < now())`,
  sql`case when ${events.startsAt} >= now() then ${events.startsAt} end asc`,
  desc(events.startsAt),
  desc(events.id),
];

/** The reminder of `userId` (none for guests) on the event row, as a flag. */
// Qualified by hand: inside a select list Drizzle writes bare column names, and a bare "id" would be the reminder's.
const reminderOf = (userId: number | null) =>
  userId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${eventReminders} r where r.event_id = ${events}.id and r.user_id = ${userId})`;

export type ReminderOutcome = "set" | "already" | "unknown" | "past";

export function createEventsRepository(db: Db) {
  return {
    /** One page of events with the caller's reminder flag, and how many match. */
    async page(search: string, userId: number | null, page: number, perPage: number) {
      const where = searchWhere(search);
      const rows = await db
        .select({ ...eventColumns, reminderSet: reminderOf(userId) })
        .from(events)
        .where(where)
        .orderBy(...eventOrder)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(events).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: number, userId: number | null) {
      const [row] = await db
        .select({ ...eventColumns, reminderSet: reminderOf(userId) })
        .from(events)
        .where(eq(events.id, id));
      return row ?? null;
    },

    /**
     * One reminder per student and event. The event is share-locked, so it can be neither deleted nor moved until
     * the reminder and its job are both written; `schedule` sends the job in this same transaction (kept or lost
     * together). A second set finds the first and changes nothing.
     */
    setReminder: (
      eventId: number,
      userId: number,
      schedule: (tx: Db, reminder: { id: number; dueAt: Date }) => Promise<string | null>,
    ): Promise<ReminderOutcome> =>
      db.transaction(async (tx) => {
        const [event] = await tx
          .select({ startsAt: events.startsAt, past: sql<boolean>`${events.startsAt} <= now()` })
          .from(events)
          .where(eq(events.id, eventId))
          .for("share");
        if (!event) return "unknown";
        const [existing] = await tx
          .select({ id: eventReminders.id })
          .from(eventReminders)
          .where(and(eq(eventReminders.eventId, eventId), eq(eventReminders.userId, userId)));
        if (existing) return "already";
        if (event.past) return "past";
        const [reminder] = await tx
          .insert(eventReminders)
          .values({
            eventId,
            userId,
            dueAt: sql`greatest(${event.startsAt}::timestamptz - interval '24 hours', now())`,
          })
          .onConflictDoNothing()
          .returning({ id: eventReminders.id, dueAt: eventReminders.dueAt });
        if (!reminder) return "already";
        const jobId = await schedule(tx, reminder);
        await tx.update(eventReminders).set({ jobId }).where(eq(eventReminders.id, reminder.id));
        return "set";
      }),

    /** Removes the caller's reminder; answers its job if it had not gone out yet (to cancel), or null. */
    cancelReminder: (eventId: number, userId: number, cancelJobs: (tx: Db, ids: string[]) => Promise<void>) =>
      db.transaction(async (tx) => {
        const gone = await tx
          .delete(eventReminders)
          .where(and(eq(eventReminders.eventId, eventId), eq(eventReminders.userId, userId)))
          .returning({ jobId: eventReminders.jobId, sentAt: eventReminders.sentAt });
        const pending = gone.filter((r) => r.jobId && !r.sentAt).map((r) => r.jobId as string);
        await cancelJobs(tx, pending);
        return gone.length > 0;
      }),

    /** Whether the event exists (a cancel on an unknown event is a 404). */
    async exists(id: number) {
      const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
      return !!row;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
