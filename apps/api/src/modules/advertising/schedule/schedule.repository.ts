import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { adPayments, advertisements } from "../../../db/schema/index.ts";

/** Sends a campaign's job inside the caller's transaction (the schedule service's `send`). */
export type SendJob = (tx: Db, adId: number, at: Date) => Promise<void>;

const payable = inArray(advertisements.paymentStatus, ["paid", "not_required"]);
/** When its payment was confirmed (null: not required, or the provider did not say); not a duplicate's (refunded). */
const paidAt = sql`(select max(p.paid_at) from ${adPayments} p
  where p.advertisement_id = ${advertisements}.id and not p.duplicate)`;

/**
 * A campaign's life after review: paid, live, completed. Each transition is guarded by the state it leaves
 * (`where status = ...`), so a job, a second job and the sweep may all try it and it happens once.
 */
export function createScheduleRepository(db: Db) {
  return {
    /**
     * Marks an unpaid campaign paid inside the payment's transaction. Answers what the caller needs next (null: it
     * was not unpaid, nothing changed): whether it was approved meanwhile or rejected, and its start day.
     */
    async markPaid(tx: Db, id: number) {
      const [row] = await tx
        .update(advertisements)
        .set({ paymentStatus: "paid", updatedAt: sql`now()` })
        .where(and(eq(advertisements.id, id), eq(advertisements.paymentStatus, "unpaid")))
        .returning({
          status: advertisements.status,
          approvedAt: advertisements.approvedAt,
          startDate: advertisements.startDate,
        });
      return row ?? null;
    },

    /**
     * Puts an approved, paid (or free) campaign whose start day has come live: `live_at` is the later of its start
     * day's first moment and the moments it was approved and paid (a job run late does not shorten the campaign),
     * `ends_at` its duration later; its completion job is sent in the same transaction. False: not ready, or done.
     */
    goLive: (id: number, startOfDay: Date, sendEnd: SendJob) =>
      db.transaction(async (tx) => {
        const liveAt = sql`greatest(${startOfDay.toISOString()}::timestamptz, ${advertisements.approvedAt}, ${paidAt})`;
        const [row] = await tx
          .update(advertisements)
          .set({
            status: "active",
            liveAt,
            endsAt: sql`${liveAt} + ${advertisements.duration} * interval '1 day'`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(advertisements.id, id),
              eq(advertisements.status, "pending"),
              isNotNull(advertisements.approvedAt),
              payable,
              sql`${startOfDay.toISOString()}::timestamptz <= now()`,
            ),
          )
          .returning({ endsAt: advertisements.endsAt });
        if (!row?.endsAt) return false;
        await sendEnd(tx, id, row.endsAt);
        return true;
      }),

    /** A running campaign whose end has come is completed. False: not running, or not yet at its end. */
    async complete(id: number) {
      const done = await db
        .update(advertisements)
        .set({ status: "completed", updatedAt: sql`now()` })
        .where(
          and(eq(advertisements.id, id), eq(advertisements.status, "active"), lte(advertisements.endsAt, sql`now()`)),
        )
        .returning({ id: advertisements.id });
      return done.length > 0;
    },

    /** Approved, payable campaigns waiting whose start day (`today` in the forum's zone) has come: the sweep's. */
    readyToGoLive: (today: string, limit: number) =>
      db
        .select({ id: advertisements.id, startDate: advertisements.startDate })
        .from(advertisements)
        .where(
          and(
            eq(advertisements.status, "pending"),
            isNotNull(advertisements.approvedAt),
            payable,
            lte(advertisements.startDate, today),
          ),
        )
        .orderBy(asc(advertisements.startDate), asc(advertisements.id))
        .limit(limit),

    /** Running campaigns past their end: the sweep's. */
    dueToComplete: (limit: number) =>
      db
        .select({ id: advertisements.id })
        .from(advertisements)
        .where(and(eq(advertisements.status, "active"), lte(advertisements.endsAt, sql`now()`)))
        .orderBy(asc(advertisements.endsAt))
        .limit(limit),
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
