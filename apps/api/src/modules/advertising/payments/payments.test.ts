import { adMessages } from "@forum/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adPayments } from "../../../db/schema/index.ts";
import { REUSE_SECONDS } from "./payments.service.ts";
import { chargeSuccess, type PaymentsKit, paymentsKit, testSecretKey } from "./payments-test-kit.ts";
import { type PaystackStandIn, startPaystackStandIn } from "./paystack-stand-in.ts";

let standIn: PaystackStandIn;
let k: PaymentsKit;
let ada: Awaited<ReturnType<PaymentsKit["student"]>>;
let bola: Awaited<ReturnType<PaymentsKit["student"]>>;

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey: testSecretKey });
  k = await paymentsKit({ paystack: { baseUrl: standIn.url } });
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
});
afterAll(async () => {
  await k?.close();
  await standIn?.close();
});
beforeEach(() => {
  standIn.lie(null);
  standIn.fail(null);
});

const referenceOf = (url: string) => decodeURIComponent(url.split("/checkout/")[1]!);
const checkout = (adId: number, budget = 5_000) => k.payments.checkout({ id: adId, budget, email: ada.email });
/** Paystack's transactions of a campaign (our references name it). */
const transactionsOf = (adId: number) =>
  [...standIn.transactions.keys()].filter((reference) => reference.startsWith(`ad-${adId}-`));
const refundsOf = (reference: string) =>
  standIn.refunds.filter((r) => r.transaction === standIn.transactions.get(reference)!.id);
/** Refunds asked of Paystack for a transaction, granted or refused. */
const refundCalls = (reference: string) =>
  standIn.calls.filter(
    (c) =>
      c.method === "POST" &&
      c.path === "/refund" &&
      String(c.body.transaction) === String(standIn.transactions.get(reference)!.id),
  );
/** Makes a checkout `seconds` old. */
const age = (reference: string, seconds: number) =>
  k.db
    .update(adPayments)
    .set({ createdAt: sql`now() - ${seconds}::int * interval '1 second'` })
    .where(eq(adPayments.reference, reference));

describe("checkout", () => {
  it("records the payment under a reference naming the campaign and answers Paystack's checkout for the budget in kobo", async () => {
    const { adId, reference, url } = await k.checkedOut(ada, 12_500);
    expect(reference).toMatch(new RegExp(`^ad-${adId}-[0-9a-f]{16}$`));
    const { payments } = await k.state(adId);
    expect(payments).toMatchObject([
      { reference, amountKobo: 1_250_000, currency: "NGN", status: "initialized", checkoutUrl: url },
    ]);
    expect(standIn.transactions.get(reference)).toMatchObject({
      amount: 1_250_000,
      email: ada.email,
      callbackUrl: "http://forum.test/forum/advertise?payment=paystack",
      metadata: { advertisement_id: adId },
    });
  });

  it("reuses the campaign's pending checkout: again, and six times at once, the same page and one transaction", async () => {
    const { adId, url } = await k.checkedOut(ada);
    expect(await checkout(adId)).toBe(url);
    expect(await Promise.all(Array.from({ length: 6 }, () => checkout(adId)))).toEqual(Array(6).fill(url));
    expect((await k.state(adId)).payments).toHaveLength(1);
    expect(transactionsOf(adId)).toHaveLength(1);
  });

  it("opens one checkout for six requests at once on a campaign without one", async () => {
    const adId = await k.campaign(ada.id);
    const urls = await Promise.all(Array.from({ length: 6 }, () => checkout(adId)));
    expect(new Set(urls).size).toBe(1);
    expect((await k.state(adId)).payments).toMatchObject([{ status: "initialized", checkoutUrl: urls[0] }]);
    expect(transactionsOf(adId)).toHaveLength(1);
  });

  it("opens a new checkout once the pending one is over an hour old, and keeps the old one on record", async () => {
    const { adId, url, reference } = await k.checkedOut(ada);
    await age(reference, REUSE_SECONDS - 60);
    expect(await checkout(adId)).toBe(url);
    await age(reference, REUSE_SECONDS + 1);
    const fresh = await checkout(adId);
    expect(fresh).not.toBe(url);
    expect(await checkout(adId)).toBe(fresh);
    expect((await k.state(adId)).payments.map((p) => p.checkoutUrl).sort()).toEqual([url, fresh].sort());
  });

  it("keeps nothing of a checkout Paystack refused: the next request opens one", async () => {
    const adId = await k.campaign(ada.id);
    standIn.fail("500");
    const refused = await Promise.allSettled(Array.from({ length: 3 }, () => checkout(adId)));
    expect(refused.map((r) => r.status === "rejected" && (r.reason as { status: number }).status)).toEqual([
      503, 503, 503,
    ]);
    expect((await k.state(adId)).payments).toEqual([]);
    standIn.fail(null);
    const url = await checkout(adId);
    expect((await k.state(adId)).payments).toMatchObject([{ checkoutUrl: url }]);
  });

  it("is a 503 when Paystack does not answer", async () => {
    standIn.fail("500");
    const adId = await k.campaign(ada.id);
    await expect(k.payments.checkout({ id: adId, budget: 5_000, email: ada.email })).rejects.toMatchObject({
      status: 503,
      message: adMessages.paymentUnavailable,
    });
  });
});

describe("POST /payments/paystack/verify (the return page)", () => {
  it("applies the owner's payment and answers the campaign, paid", async () => {
    const { adId, reference } = await k.checkedOut(ada);
    const before = await k.verify(reference, ada.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ paid: false, message: adMessages.paymentIncomplete, data: { id: adId } });

    await standIn.pay(reference);
    const after = await k.verify(reference, ada.token);
    expect(after.json()).toMatchObject({
      paid: true,
      message: adMessages.paid,
      data: { id: adId, payment_status: "paid" },
    });
    expect((await k.verify(reference, ada.token)).json().paid).toBe(true);
    expect(k.paidCalls.filter((id) => id === adId)).toHaveLength(1);
  });

  it("applies a campaign paid twice (two checkouts) once, and refunds the later payment in full exactly once", async () => {
    const { adId, reference: first } = await k.checkedOut(ada, 3_000);
    await age(first, REUSE_SECONDS + 1);
    const second = referenceOf(await checkout(adId, 3_000));
    for (const reference of [first, second]) await standIn.pay(reference);
    expect((await k.verify(first, ada.token)).json().paid).toBe(true);
    // The later payment reported by the return page and the webhook at once, then by the webhook again.
    const answers = await Promise.all([
      k.verify(second, ada.token),
      k.webhook(chargeSuccess(second)),
      k.verify(second, ada.token),
      k.webhook(chargeSuccess(second)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await k.webhook(chargeSuccess(second))).statusCode).toBe(200);
    await k.settled();
    expect(k.paidCalls.filter((id) => id === adId)).toHaveLength(1);
    expect(refundsOf(first)).toEqual([]);
    expect(refundsOf(second)).toMatchObject([{ amount: 300_000 }]);
    expect(refundCalls(second)).toHaveLength(1);
    const { ad, payments } = await k.state(adId);
    expect(ad).toMatchObject({ paymentStatus: "paid", refundStatus: "none" });
    const byReference = Object.fromEntries(payments.map((p) => [p.reference, p]));
    expect(byReference[first]).toMatchObject({ status: "paid", duplicate: false, refundAmountKobo: null });
    expect(byReference[second]).toMatchObject({ status: "refunded", duplicate: true, refundAmountKobo: 300_000 });
  });

  it("is a 404 for another student's reference and an unknown one, and a 401 for a guest", async () => {
    const { adId, reference } = await k.checkedOut(ada);
    await standIn.pay(reference);
    const res = await k.verify(reference, bola.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(adMessages.paymentNotFound);
    expect((await k.state(adId)).ad.paymentStatus).toBe("unpaid");
    expect((await k.verify("ad-1-nothing", ada.token)).statusCode).toBe(404);
    expect((await k.verify(reference)).statusCode).toBe(401);
  });

  it("is a 503 while Paystack does not answer, and the payment stays to be applied", async () => {
    const { adId, reference } = await k.checkedOut(ada);
    await standIn.pay(reference);
    standIn.fail("500");
    expect((await k.verify(reference, ada.token)).statusCode).toBe(503);
    standIn.fail(null);
    expect((await k.verify(reference, ada.token)).json().paid).toBe(true);
    expect((await k.state(adId)).ad.paymentStatus).toBe("paid");
  });
});

describe("payments off (no PAYSTACK_SECRET_KEY)", () => {
  it("has no webhook, refuses checkout and verify, and needs no payment", async () => {
    const off = await paymentsKit({ database: k.database });
    try {
      expect(off.payments.required).toBe(false);
      expect((await off.webhook(chargeSuccess("ad-1-aaaaaaaaaaaaaaaa"))).statusCode).toBe(404);
      const verified = await off.verify("ad-1-aaaaaaaaaaaaaaaa", ada.token);
      expect(verified.statusCode).toBe(422);
      expect(verified.json().message).toBe(adMessages.paymentsOff);
      await expect(off.payments.checkout({ id: 1, budget: 1_000, email: ada.email })).rejects.toMatchObject({
        status: 422,
      });
    } finally {
      await off.close();
    }
  });
});
