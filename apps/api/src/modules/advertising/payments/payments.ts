import type { Ad } from "@forum/contract";
import type { Db } from "../../../db/client.ts";

/**
 * What the advertising module asks of payments (API.md "Payment"), whatever the provider: Paystack today, another
 * (Flutterwave) behind the same `PaymentProvider` later. Amounts in the interface are whole Naira; kobo stays inside.
 */
export type Payments = {
  /** A provider is configured (PAYSTACK_SECRET_KEY): new campaigns are `unpaid` until paid, else `not_required`. */
  readonly required: boolean;
  /**
   * The checkout of a campaign's budget: its pending one while it is less than an hour old (the same URL however often
   * and however concurrently it is asked for), else a new one: an `ad_payments` row with a fresh reference naming the
   * campaign, and the provider's checkout URL (its callback is our /advertise return page). A provider that fails or
   * does not answer in time is an AppError 503 ("The payment service is not answering...").
   */
  checkout(ad: { id: number; budget: number; email: string }): Promise<string>;
  /**
   * Refunds a paid campaign, less `keepNaira` (what it already spent): calls the provider's refund and records it
   * (`ad_payments.status`, `advertisements.refund_status`). Never throws: a failed refund is `failed` and retried by a
   * durable job. Nothing to refund (unpaid, not required, or already refunded): does nothing.
   */
  refund(adId: number, keepNaira: number): Promise<void>;
};

/**
 * Called by payments inside the very transaction that marks a payment applied (once per payment, whichever of the
 * webhook and the return page's verification came first): the advertising module marks the campaign `paid` and,
 * if it is approved, schedules it live; if it was rejected meanwhile, it asks for a refund after the commit.
 */
export type OnPaid = (tx: Db, adId: number) => Promise<{ refundAfterCommit: boolean }>;

/** The campaign `adId` as `viewerId` (its owner) sees it, or null: the advertising module's presenter, for the answer of the return page's check. */
export type LoadAd = (adId: number, viewerId: number) => Promise<Ad | null>;
