import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventReminders, events, users } from "../../db/schema/index.ts";

export type DueReminder = {
  email: string;
  id: number;
  title: string;
  shortDesc: string;
  link: string;
  startsAt: Date;
  updatedAt: Date;
};

/** Delivery of reminders: the claim that makes a mail go once, and the sweep's scan. */
export function createRemindersRepository(db: Db) {
  return {
    /**
     * Claims a due, unsent reminder of an event still to come by marking it sent, and runs `send` in that same
     * transaction: a send that throws rolls the mark back (the job retries), a concurrent claim (another instance,
     * the sweep) waits on the row lock and then finds it sent. False when there was nothing to claim.
     */
    deliver: (reminderId: number, send: (r: DueReminder) => Promise<void>) =>
      db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(eventReminders)
          .set({ sentAt: sql`now()` })
          .from(events)
          .where(
            and(
              eq(eventReminders.id, reminderId),
              eq(events.id, eventReminders.eventId),
              isNull(eventReminders.sentAt),
              lte(eventReminders.dueAt, sql`now()`),
              gt(events.startsAt, sql`now()`),
            ),
          )
          .returning({ userId: eventReminders.userId, eventId: eventReminders.eventId });
        if (!claimed) return false;
        const [row] = await tx
          .select({
            email: users.email,
            id: events.id,
            title: events.title,
            shortDesc: events.shortDesc,
            link: events.link,
            startsAt: events.startsAt,
            updatedAt: events.updatedAt,
          })
          .from(events)
          .innerJoin(users, eq(users.id, claimed.userId))
          .where(eq(events.id, claimed.eventId));
        if (!row) return false;
        await send(row);
        return true;
      }),

    /** Due, unsent reminders of events still to come, oldest due first: what the sweep delivers. */
    due: (limit: number) =>
      db
        .select({ id: eventReminders.id })
        .from(eventReminders)
        .innerJoin(events, eq(events.id, eventReminders.eventId))
        .where(
          and(isNull(eventReminders.sentAt), lte(eventReminders.dueAt, sql`now()`), gt(events.startsAt, sql`now()`)),
        )
        .orderBy(asc(eventReminders.dueAt))
        .limit(limit),
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
