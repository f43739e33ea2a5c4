import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adPayments, advertisements } from "../../db/schema/index.ts";
import type { OnPaid } from "./payments.ts";

/** A refund being sent (or to be retried): what the provider is asked for and where it is recorded. */
export type RefundClaim = { paymentId: number; adId: number; transactionId: string; amountKobo: number };

/**
 * `ad_payments`: one row per checkout. Each state change is a conditional UPDATE, so two racing callers (webhook and
 * return page, two instances, a job and its retry) find one winner: the row's lock orders them, and the loser's
 * WHERE no longer matches.
 */
export function createPaymentsRepository(db: Db) {
  const markRefund = async (tx: Db, claim: RefundClaim, payment: "refunded" | "refund_failed") => {
    await tx
      .update(adPayments)
      .set({ status: payment, ...(payment === "refunded" ? { refundedAt: sql`now()` } : {}) })
      .where(eq(adPayments.id, claim.paymentId));
    await tx
      .update(advertisements)
      .set({ refundStatus: payment === "refunded" ? "refunded" : "failed", updatedAt: sql`now()` })
      .where(eq(advertisements.id, claim.adId));
  };

  return {
    create: (adId: number, provider: string, reference: string, amountKobo: number) =>
      db.insert(adPayments).values({ advertisementId: adId, provider, reference, amountKobo, currency: "NGN" }),

    byReference: async (reference: string) => {
      const [row] = await db
        .select({
          adId: adPayments.advertisementId,
          ownerId: advertisements.userId,
          amountKobo: adPayments.amountKobo,
          currency: adPayments.currency,
          status: adPayments.status,
        })
        .from(adPayments)
        .innerJoin(advertisements, eq(advertisements.id, adPayments.advertisementId))
        .where(eq(adPayments.reference, reference));
      return row ?? null;
    },

    /**
     * Marks an initialized payment paid and runs `onPaid` in the same transaction: once per payment, whoever comes
     * second finds it no longer `initialized`. The campaign's row is locked first, so two checkouts of one campaign
     * paid at once are applied one after the other: the second is `duplicate` (no `onPaid`). Null when this call did
     * not apply it.
     */
    markPaid: (reference: string, transactionId: string, onPaid: OnPaid) =>
      db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ id: adPayments.id, adId: adPayments.advertisementId })
          .from(adPayments)
          .where(eq(adPayments.reference, reference));
        if (!payment) return null;
        await tx
          .select({ id: advertisements.id })
          .from(advertisements)
          .where(eq(advertisements.id, payment.adId))
          .for("update");
        const [paid] = await tx
          .update(adPayments)
          .set({ status: "paid", providerTransactionId: transactionId, paidAt: sql`now()` })
          .where(and(eq(adPayments.id, payment.id), eq(adPayments.status, "initialized")))
          .returning({ id: adPayments.id });
        if (!paid) return null;
        const [earlier] = await tx
          .select({ id: adPayments.id })
          .from(adPayments)
          .where(
            and(
              eq(adPayments.advertisementId, payment.adId),
              ne(adPayments.id, payment.id),
              inArray(adPayments.status, ["paid", "refunded", "refund_failed"]),
            ),
          )
          .limit(1);
        if (earlier) return { adId: payment.adId, duplicate: true, refundAfterCommit: false };
        return { adId: payment.adId, duplicate: false, ...(await onPaid(tx as Db, payment.adId)) };
      }),

    /**
     * Claims the refund of a campaign's paid payment (its first: the one applied) before anything is sent: the
     * campaign's refund goes `pending` (only from none or failed), the amount is written down, and `schedule` sends
     * the retry job in that same transaction. Null when there is nothing to claim (no paid payment, or a refund
     * pending or done).
     */
    claimRefund: (adId: number, amountKobo: (paidKobo: number) => number, schedule: (tx: Db, id: number) => unknown) =>
      db.transaction(async (tx): Promise<RefundClaim | null> => {
        const [payment] = await tx
          .select({
            id: adPayments.id,
            amountKobo: adPayments.amountKobo,
            transactionId: adPayments.providerTransactionId,
          })
          .from(adPayments)
          .where(and(eq(adPayments.advertisementId, adId), inArray(adPayments.status, ["paid", "refund_failed"])))
          .orderBy(asc(adPayments.paidAt))
          .limit(1);
        const refund = payment ? amountKobo(payment.amountKobo) : 0;
        if (!payment?.transactionId || refund <= 0) return null;
        const [claimed] = await tx
          .update(advertisements)
          .set({ refundStatus: "pending", updatedAt: sql`now()` })
          .where(and(eq(advertisements.id, adId), inArray(advertisements.refundStatus, ["none", "failed"])))
          .returning({ id: advertisements.id });
        if (!claimed) return null;
        await tx.update(adPayments).set({ refundAmountKobo: refund }).where(eq(adPayments.id, payment.id));
        await schedule(tx as Db, payment.id);
        return { paymentId: payment.id, adId, transactionId: payment.transactionId, amountKobo: refund };
      }),

    /** A claimed refund not recorded yet (pending after a crash, or failed): what a retry job takes up. */
    openRefund: async (paymentId: number): Promise<RefundClaim | null> => {
      const [row] = await db
        .select({
          adId: adPayments.advertisementId,
          transactionId: adPayments.providerTransactionId,
          amountKobo: adPayments.refundAmountKobo,
        })
        .from(adPayments)
        .innerJoin(advertisements, eq(advertisements.id, adPayments.advertisementId))
        .where(
          and(
            eq(adPayments.id, paymentId),
            inArray(adPayments.status, ["paid", "refund_failed"]),
            inArray(advertisements.refundStatus, ["pending", "failed"]),
          ),
        );
      if (!row?.transactionId || !row.amountKobo) return null;
      return { paymentId, adId: row.adId, transactionId: row.transactionId, amountKobo: row.amountKobo };
    },

    /** Runs `work` (a job's send) in a transaction of its own. */
    inTransaction: (work: (tx: Db) => Promise<unknown>) => db.transaction((tx) => work(tx as Db)),

    refunded: (claim: RefundClaim) => db.transaction((tx) => markRefund(tx as Db, claim, "refunded")),
    refundFailed: (claim: RefundClaim) => db.transaction((tx) => markRefund(tx as Db, claim, "refund_failed")),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
