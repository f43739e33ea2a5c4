import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { adMessages } from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { notFound } from "../../../platform/errors.ts";
import type { Jobs } from "../../../platform/jobs.ts";
import { type PaymentProvider, providerUnavailable } from "./payment-provider.ts";
import type { PaymentsRepository, RefundClaim } from "./payments.repository.ts";
import type { LoadAd, OnPaid } from "./payments.ts";

export const refundQueue = "ad-refund";
export const applyQueue = "ad-payment-apply";
/** The retry job of a refund waits this long: the first attempt (inline, at most the provider's timeout) is over. */
const RETRY_AFTER_MS = 2 * 60_000;
/**
 * A campaign's pending checkout is reused for an hour after it was opened: short, so that the provider still takes
 * payment on a reused page (a payer back the next day is not sent to a stale one); later a new one is opened, and
 * should the old one be paid too, that payment is refunded as a duplicate.
 */
export const REUSE_SECONDS = 60 * 60;
/** A checkout without its page yet is being opened this long at most: more than a provider call may take (10 s). */
const OPENING_MS = 20_000;
const OPENING_POLL_MS = 100;

export type PaymentsDeps = {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  jobs: Jobs;
  log: FastifyBaseLogger;
  onPaid: OnPaid;
  /** The campaign as its owner sees it (the advertising module's presenter). */
  loadAd: LoadAd;
  /** Where the provider sends the payer back (our /advertise page; Paystack appends `reference` and `trxref`). */
  callbackUrl: string;
};

/**
 * Checkout (one pending per campaign, reused), the one place a payment is applied, and refunds (a rejected campaign's,
 * and a duplicate payment's). A refund is sent at most once per claim: the claim is committed (with its retry job)
 * before the provider is called, and a retry first asks the provider how much of the transaction was already
 * refunded, so a refund whose answer was lost (timeout, crash) is recorded, not sent again.
 */
export function createPaymentsService(d: PaymentsDeps) {
  const scheduleRefund = (tx: Db, paymentId: number) =>
    d.jobs.send(
      tx,
      refundQueue,
      { paymentId },
      { startAfter: new Date(Date.now() + RETRY_AFTER_MS), singletonKey: `refund-${paymentId}` },
    );

  /**
   * The campaign's pending checkout while it is young enough (REUSE_SECONDS), else a new one: paying again (a second
   * click, a second tab, six requests at once on several instances) gives the same page, so the payer pays once.
   */
  async function checkout(ad: { id: number; budget: number; email: string }) {
    const amountKobo = ad.budget * 100;
    // Names the campaign; the random part makes each checkout's reference new (Paystack refuses a reused one).
    const reference = `ad-${ad.id}-${randomBytes(8).toString("hex")}`;
    const claim = await d.repo.claimCheckout(
      { adId: ad.id, provider: d.provider.name, reference, amountKobo },
      { reuseSeconds: REUSE_SECONDS, openingSeconds: OPENING_MS / 1000 },
    );
    if (claim.kind === "open") return claim.url;
    if (claim.kind === "opening") return openedElsewhere(claim.reference);
    let url: string;
    try {
      url = await d.provider.initialize(reference, amountKobo, ad.email, d.callbackUrl, { advertisement_id: ad.id });
    } catch (err) {
      await d.repo.notOpened(reference).catch((e) => d.log.warn({ err: e, reference }, "checkout row not removed"));
      throw err;
    }
    await d.repo.opened(reference, url);
    return url;
  }

  /**
   * Another request (here or on another instance) is opening the campaign's checkout: its page once it is known. Its
   * row gone means the provider refused it, and this request is answered as that one was (503).
   */
  async function openedElsewhere(reference: string) {
    const deadline = Date.now() + OPENING_MS;
    for (;;) {
      const row = await d.repo.checkoutOf(reference);
      if (row?.url) return row.url;
      if (!row || Date.now() > deadline) throw providerUnavailable();
      await sleep(OPENING_POLL_MS);
    }
  }

  /**
   * Sends what is left of a claimed refund and records it; a provider failure records `failed` and rethrows. It asks
   * first what the provider already refunded: an earlier attempt may have reached it with its answer lost.
   */
  async function send(claim: RefundClaim) {
    try {
      const already = await d.provider.refundedKobo(claim.transactionId);
      if (already < claim.amountKobo) await d.provider.refund(claim.transactionId, claim.amountKobo - already);
    } catch (err) {
      await d.repo.refundFailed(claim);
      throw err;
    }
    await d.repo.refunded(claim);
  }

  /** Sends a claimed refund now; a failure is left to its retry job (committed with the claim). Never throws. */
  async function sendNow(claim: RefundClaim) {
    try {
      await send(claim);
    } catch (err) {
      d.log.error({ err, adId: claim.adId, paymentId: claim.paymentId }, "refund failed; its job retries it");
    }
  }

  async function refund(adId: number, keepNaira: number) {
    let claim: RefundClaim | null;
    try {
      // The retry job is sent in the claim's transaction; the queue must run before that (platform/jobs.ts).
      await d.jobs.start();
      claim = await d.repo.claimRefund(
        adId,
        (paidKobo) => paidKobo - Math.max(0, Math.round(keepNaira * 100)),
        scheduleRefund,
      );
    } catch (err) {
      d.log.error({ err, adId }, "refund not claimed");
      return;
    }
    if (claim) await sendNow(claim);
  }

  /** The retry job: takes up a refund still pending or failed; throws (pg-boss retries later) while the provider fails. */
  async function retryRefund(paymentId: number) {
    const claim = await d.repo.openRefund(paymentId);
    if (claim) await send(claim);
  }
  d.jobs.define<{ paymentId: number }>(refundQueue, ({ paymentId }) => retryRefund(paymentId));

  /**
   * Applies a payment once the provider confirms it: paid, for our amount in Naira, under our reference. Asked by the
   * webhook and the return page alike (a webhook's own claims are never trusted). Null: no payment with this reference.
   */
  async function applyPayment(reference: string) {
    const row = await d.repo.byReference(reference);
    if (!row) return null;
    if (row.status !== "initialized") return { adId: row.adId, ownerId: row.ownerId, paid: true };
    const t = await d.provider.verify(reference);
    const confirmed =
      t.status === "success" &&
      t.amountKobo === row.amountKobo &&
      t.currency === row.currency &&
      t.reference === reference &&
      t.transactionId !== "";
    if (!confirmed) {
      if (t.status === "success") d.log.warn({ reference, transaction: t }, "payment refused: it does not match ours");
      return { adId: row.adId, ownerId: row.ownerId, paid: false };
    }
    // A duplicate's refund job is sent in the payment's transaction; the queue must run before that.
    await d.jobs.start();
    const applied = await d.repo.markPaid(reference, t.transactionId, d.onPaid, scheduleRefund);
    // Two checkouts of one campaign both paid (an old page kept open past its reuse, and the new one): the campaign
    // is paid once; the later payment was claimed for a full refund by the one call that marked it paid, so it is
    // refunded once whichever of the webhook, the return page and their retries got here.
    if (applied?.duplicate) {
      d.log.warn({ reference, adId: applied.adId }, "campaign paid twice: the later payment is refunded");
      await sendNow(applied.duplicate);
    }
    // A campaign rejected while its payer was at the checkout is refunded in full, after the commit.
    if (applied?.refundAfterCommit) await refund(applied.adId, 0);
    return { adId: row.adId, ownerId: row.ownerId, paid: true };
  }

  /**
   * The webhook's apply, after its 200: when Paystack's verify (or the database) fails, a durable job tries again
   * (backing off), so a payer who never comes back to the return page is still applied.
   */
  async function applyFromWebhook(reference: string) {
    try {
      await applyPayment(reference);
    } catch (err) {
      d.log.warn({ err, reference }, "webhook payment not applied yet; its job retries it");
      await d.jobs.start();
      await d.repo.inTransaction((tx) =>
        d.jobs.send(
          tx,
          applyQueue,
          { reference },
          { startAfter: new Date(Date.now() + 60_000), singletonKey: `apply-${reference}` },
        ),
      );
    }
  }
  d.jobs.define<{ reference: string }>(applyQueue, async ({ reference }) => void (await applyPayment(reference)));

  /** The return page's check (`POST /payments/paystack/verify`): the caller's own payment only, else 404. */
  async function verifyForOwner(reference: string, userId: number) {
    const row = await d.repo.byReference(reference);
    if (!row || row.ownerId !== userId) throw notFound(adMessages.paymentNotFound);
    const result = await applyPayment(reference);
    const ad = await d.loadAd(row.adId, userId);
    if (!ad) throw notFound(adMessages.paymentNotFound);
    const paid = result?.paid ?? false;
    return { data: ad, paid, message: paid ? adMessages.paid : adMessages.paymentIncomplete };
  }

  return { checkout, applyPayment, applyFromWebhook, refund, retryRefund, verifyForOwner };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
