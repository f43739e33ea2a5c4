import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { adPayments, advertisements } from "../../../db/schema/index.ts";
import type { OnPaid } from "./payments.ts";

/**
 * A refund being sent (or to be retried): what the provider is asked for and where it is recorded. `duplicate`: the
 * refund of a payment made after the campaign was paid, recorded on that payment only (the campaign's own
 * `refund_status` is about its budget).
 */
export type RefundClaim = {
  paymentId: number;
  adId: number;
  transactionId: string;
  amountKobo: number;
  duplicate: boolean;
};

/**
 * What a checkout request found under the campaign's lock: its pending checkout (`open`, reused), one another caller
 * is opening at the provider right now (`opening`: wait for its URL), or nothing reusable, so a row of ours (`new`).
 */
export type CheckoutClaim =
  | { kind: "open"; reference: string; url: string }
  | { kind: "opening"; reference: string }
  | { kind: "new"; reference: string };

const secondsAgo = (seconds: number) => sql`now() - ${Math.ceil(seconds)}::int * interval '1 second'`;

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
    if (claim.duplicate) return;
    await tx
      .update(advertisements)
      .set({ refundStatus: payment === "refunded" ? "refunded" : "failed", updatedAt: sql`now()` })
      .where(eq(advertisements.id, claim.adId));
  };

  return {
    /**
     * The campaign's checkout for `amountKobo`, under the campaign's row lock, so that concurrent requests (several
     * instances) agree: a pending checkout younger than `reuseSeconds` is reused, one without its URL yet and younger
     * than `openingSeconds` is being opened by another caller; otherwise a row is inserted under `reference`.
     */
    claimCheckout: (
      checkout: { adId: number; provider: string; reference: string; amountKobo: number },
      windows: { reuseSeconds: number; openingSeconds: number },
    ) =>
      db.transaction(async (tx): Promise<CheckoutClaim> => {
        await tx
          .select({ id: advertisements.id })
          .from(advertisements)
          .where(eq(advertisements.id, checkout.adId))
          .for("update");
        const [pending] = await tx
          .select({ reference: adPayments.reference, url: adPayments.checkoutUrl })
          .from(adPayments)
          .where(
            and(
              eq(adPayments.advertisementId, checkout.adId),
              eq(adPayments.status, "initialized"),
              eq(adPayments.amountKobo, checkout.amountKobo),
              or(
                and(isNotNull(adPayments.checkoutUrl), gt(adPayments.createdAt, secondsAgo(windows.reuseSeconds))),
                and(isNull(adPayments.checkoutUrl), gt(adPayments.createdAt, secondsAgo(windows.openingSeconds))),
              ),
            ),
          )
          .orderBy(desc(adPayments.createdAt), desc(adPayments.id))
          .limit(1);
        if (pending?.url) return { kind: "open", reference: pending.reference, url: pending.url };
        if (pending) return { kind: "opening", reference: pending.reference };
        await tx.insert(adPayments).values({
          advertisementId: checkout.adId,
          provider: checkout.provider,
          reference: checkout.reference,
          amountKobo: checkout.amountKobo,
          currency: "NGN",
        });
        return { kind: "new", reference: checkout.reference };
      }),

    /** The provider's page of a checkout just opened: from now on it is the campaign's pending checkout. */
    opened: (reference: string, url: string) =>
      db.update(adPayments).set({ checkoutUrl: url }).where(eq(adPayments.reference, reference)),

    /** A checkout the provider did not open (nobody got its page, nobody can pay it): gone, the next try starts afresh. */
    notOpened: (reference: string) =>
      db
        .delete(adPayments)
        .where(
          and(
            eq(adPayments.reference, reference),
            eq(adPayments.status, "initialized"),
            isNull(adPayments.checkoutUrl),
          ),
        ),

    /** A checkout's page as far as it is known: `url` null while it is being opened; null when there is no such row. */
    checkoutOf: async (reference: string) => {
      const [row] = await db
        .select({ url: adPayments.checkoutUrl })
        .from(adPayments)
        .where(eq(adPayments.reference, reference));
      return row ?? null;
    },

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
     * paid at once are applied one after the other: the second is a duplicate (no `onPaid`), claimed for a full
     * refund in this same transaction (`scheduleRefund` sends its retry job), so it is refunded once whoever
     * confirmed it. Null when this call did not apply it.
     */
    markPaid: (
      reference: string,
      transactionId: string,
      onPaid: OnPaid,
      scheduleRefund: (tx: Db, paymentId: number) => unknown,
    ) =>
      db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ id: adPayments.id, adId: adPayments.advertisementId, amountKobo: adPayments.amountKobo })
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
        if (earlier) {
          await tx
            .update(adPayments)
            .set({ duplicate: true, refundAmountKobo: payment.amountKobo })
            .where(eq(adPayments.id, payment.id));
          await scheduleRefund(tx as Db, payment.id);
          const claim: RefundClaim = {
            paymentId: payment.id,
            adId: payment.adId,
            transactionId,
            amountKobo: payment.amountKobo,
            duplicate: true,
          };
          return { adId: payment.adId, duplicate: claim, refundAfterCommit: false };
        }
        return { adId: payment.adId, duplicate: null, ...(await onPaid(tx as Db, payment.adId)) };
      }),

    /**
     * Claims the refund of a campaign's paid payment (the one applied, not a duplicate) before anything is sent: the
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
          .where(
            and(
              eq(adPayments.advertisementId, adId),
              eq(adPayments.duplicate, false),
              inArray(adPayments.status, ["paid", "refund_failed"]),
            ),
          )
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
        return {
          paymentId: payment.id,
          adId,
          transactionId: payment.transactionId,
          amountKobo: refund,
          duplicate: false,
        };
      }),

    /**
     * A claimed refund not recorded yet (pending after a crash, or failed): what a retry job takes up. A campaign's
     * refund is open while the campaign says so; a duplicate's while the payment is not refunded.
     */
    openRefund: async (paymentId: number): Promise<RefundClaim | null> => {
      const [row] = await db
        .select({
          adId: adPayments.advertisementId,
          transactionId: adPayments.providerTransactionId,
          amountKobo: adPayments.refundAmountKobo,
          duplicate: adPayments.duplicate,
        })
        .from(adPayments)
        .innerJoin(advertisements, eq(advertisements.id, adPayments.advertisementId))
        .where(
          and(
            eq(adPayments.id, paymentId),
            inArray(adPayments.status, ["paid", "refund_failed"]),
            or(eq(adPayments.duplicate, true), inArray(advertisements.refundStatus, ["pending", "failed"])),
          ),
        );
      if (!row?.transactionId || !row.amountKobo) return null;
      const { adId, transactionId, amountKobo, duplicate } = row;
      return { paymentId, adId, transactionId, amountKobo, duplicate };
    },

    /** Runs `work` (a job's send) in a transaction of its own. */
    inTransaction: (work: (tx: Db) => Promise<unknown>) => db.transaction((tx) => work(tx as Db)),

    refunded: (claim: RefundClaim) => db.transaction((tx) => markRefund(tx as Db, claim, "refunded")),
    refundFailed: (claim: RefundClaim) => db.transaction((tx) => markRefund(tx as Db, claim, "refund_failed")),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
