import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventReminders, events } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";
import { eventColumns, eventOrder, searchWhere } from "./events.repository.ts";

export type EventValues = { title: string; shortDesc: string; startsAt: Date; link: string; thumbnail?: string };

/** What moving an event does to its unsent reminders, inside the admin's transaction (jobs live in the same DB). */
export type ReminderJobs = {
  schedule: (tx: Db, reminder: { id: number; dueAt: Date }) => Promise<string | null>;
  cancel: (tx: Db, jobIds: string[]) => Promise<void>;
};

// Qualified by hand: inside a select list Drizzle writes bare column names.
const pendingReminders = sql<number>`(select count(*) from ${eventReminders} r where r.event_id = ${events}.id and r.sent_at is null)::int`;

/** The admin's writes to events; each write, its audit entry and its reminders' jobs share one transaction. */
export function createEventsAdminRepository(db: Db) {
  /** The unsent reminders of an event, locked: a delivery cannot claim one while it is being moved. */
  const pendingOf = (tx: Db, eventId: number) =>
    tx
      .select({ id: eventReminders.id, jobId: eventReminders.jobId })
      .from(eventReminders)
      .where(and(eq(eventReminders.eventId, eventId), isNull(eventReminders.sentAt)))
      .for("update");

  return {
    async page(search: string, page: number, perPage: number) {
      const where = searchWhere(search);
      const rows = await db
        .select({ ...eventColumns, remindersCount: pendingReminders })
        .from(events)
        .where(where)
        .orderBy(...eventOrder)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(events).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    create: (values: EventValues, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(events).values(values).returning(eventColumns);
        if (row) await recordAudit(tx, { ...audit, targetId: row.id });
        return row ?? null;
      }),

    /**
     * Changes an event (null: no such event). When its start moves, its unsent reminders move with it: each gets its
     * new due time and a new job, the old jobs are cancelled; an event moved into the past drops them.
     */
    update: (id: number, values: EventValues, audit: AuditDraft, jobs: ReminderJobs) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select({ startsAt: events.startsAt })
          .from(events)
          .where(eq(events.id, id))
          .for("update");
        if (!before) return null;
        const [row] = await tx
          .update(events)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(events.id, id))
          .returning(eventColumns);
        if (!row) return null;
        if (before.startsAt.getTime() !== row.startsAt.getTime()) {
          const pending = await pendingOf(tx, id);
          await jobs.cancel(
            tx,
            pending.flatMap((r) => (r.jobId ? [r.jobId] : [])),
          );
          if (row.startsAt.getTime() <= Date.now()) {
            await tx.delete(eventReminders).where(and(eq(eventReminders.eventId, id), isNull(eventReminders.sentAt)));
          } else {
            const moved = await tx
              .update(eventReminders)
              .set({ dueAt: sql`greatest(${row.startsAt}::timestamptz - interval '24 hours', now())` })
              .where(and(eq(eventReminders.eventId, id), isNull(eventReminders.sentAt)))
              .returning({ id: eventReminders.id, dueAt: eventReminders.dueAt });
            for (const reminder of moved) {
              const jobId = await jobs.schedule(tx, reminder);
              await tx.update(eventReminders).set({ jobId }).where(eq(eventReminders.id, reminder.id));
            }
          }
        }
        await recordAudit(tx, { ...audit, targetId: id });
        return row;
      }),

    /** Deletes an event and its reminders (cascade), cancelling the jobs of those not sent yet. */
    remove: (id: number, audit: AuditDraft, jobs: Pick<ReminderJobs, "cancel">) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select({ title: events.title }).from(events).where(eq(events.id, id)).for("update");
        if (!row) return false;
        const pending = await pendingOf(tx, id);
        await jobs.cancel(
          tx,
          pending.flatMap((r) => (r.jobId ? [r.jobId] : [])),
        );
        await tx.delete(events).where(eq(events.id, id));
        await recordAudit(tx, { ...audit, targetId: id, note: row.title });
        return true;
      }),
  };
}
export type EventsAdminRepository = ReturnType<typeof createEventsAdminRepository>;
