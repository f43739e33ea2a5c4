import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adPayments } from "../../../db/schema/index.ts";
import { providerUnavailable } from "./payment-provider.ts";
import { REUSE_SECONDS } from "./payments.service.ts";
import { type PaymentsKit, paymentsKit, testSecretKey } from "./payments-test-kit.ts";
import { createPaystackProvider } from "./paystack.provider.ts";
import { type PaystackStandIn, startPaystackStandIn } from "./paystack-stand-in.ts";

let standIn: PaystackStandIn;
let k: PaymentsKit;
let owner: Awaited<ReturnType<PaymentsKit["student"]>>;
/** Refunds reach Paystack but their answer is lost on the way back (a timeout after Paystack acted). */
let loseRefundAnswers = false;
/** Refunds fail before reaching Paystack (the rest of its API answers). */
let refuseRefunds = false;

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey: testSecretKey });
  const paystack = createPaystackProvider({ secretKey: testSecretKey, baseUrl: standIn.url });
  const provider = {
    ...paystack,
    async refund(transactionId: string, amountKobo?: number) {
      if (refuseRefunds) throw providerUnavailable();
      await paystack.refund(transactionId, amountKobo);
      if (loseRefundAnswers) throw providerUnavailable();
    },
  };
  k = await paymentsKit({ paystack: { baseUrl: standIn.url }, provider });
  owner = await k.student("emeka@example.com");
});
afterAll(async () => {
  await k?.close();
  await standIn?.close();
});
beforeEach(() => {
  standIn.fail(null);
  loseRefundAnswers = false;
  refuseRefunds = false;
});

/** A campaign paid through the return page's check (budget in Naira). */
async function paidCampaign(budget: number, status: "pending" | "rejected" = "pending") {
  const { adId, reference } = await k.checkedOut(owner, budget);
  if (status === "rejected") await k.reject(adId);
  await standIn.pay(reference);
  expect((await k.verify(reference, owner.token)).json().paid).toBe(true);
  const transaction = standIn.transactions.get(reference)!;
  return { adId, transactionId: transaction.id };
}
const refundsOf = (transactionId: number) => standIn.refunds.filter((r) => r.transaction === transactionId);

/** Makes the refund's retry job due now and waits for the worker to settle it (`done`: by default the campaign's). */
async function runRetryJob(adId: number, done = async () => (await k.state(adId)).ad.refundStatus === "refunded") {
  await k.db.execute(sql`update pgboss.job set start_after = now() where name = 'ad-refund'`);
  for (let i = 0; i < 100; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A campaign paid through its first checkout, then through a second one opened once the first was past its reuse. */
async function paidTwice(budget: number) {
  const first = await paidCampaign(budget);
  await k.db
    .update(adPayments)
    .set({ createdAt: sql`now() - ${REUSE_SECONDS + 1}::int * interval '1 second'` })
    .where(eq(adPayments.advertisementId, first.adId));
  const url = await k.payments.checkout({ id: first.adId, budget, email: owner.email });
  const reference = decodeURIComponent(url.split("/checkout/")[1]!);
  await standIn.pay(reference);
  expect((await k.verify(reference, owner.token)).json().paid).toBe(true);
  return { ...first, duplicateId: standIn.transactions.get(reference)!.id, reference };
}
const duplicateOf = async (adId: number) => (await k.state(adId)).payments.find((p) => p.duplicate)!;

describe("refunds", () => {
  it("refunds the budget less what was spent, records it, and never refunds twice", async () => {
    const { adId, transactionId } = await paidCampaign(5_000);
    await k.payments.refund(adId, 1_200);
    expect(refundsOf(transactionId)).toMatchObject([{ amount: 380_000 }]);
    const { ad, payments } = await k.state(adId);
    expect(ad.refundStatus).toBe("refunded");
    expect(payments[0]).toMatchObject({ status: "refunded", refundAmountKobo: 380_000 });
    expect(payments[0]!.refundedAt).toBeInstanceOf(Date);

    await k.payments.refund(adId, 0);
    await Promise.all([k.payments.refund(adId, 0), k.payments.refund(adId, 0)]);
    expect(refundsOf(transactionId)).toHaveLength(1);
  });

  it("refunds nothing when all was spent, or nothing was paid", async () => {
    const { adId, transactionId } = await paidCampaign(2_000);
    await k.payments.refund(adId, 2_000);
    await k.payments.refund(adId, 5_000);
    expect(refundsOf(transactionId)).toEqual([]);
    expect((await k.state(adId)).ad.refundStatus).toBe("none");

    const unpaid = await k.campaign(owner.id);
    await k.payments.refund(unpaid, 0);
    expect((await k.state(unpaid)).ad.refundStatus).toBe("none");
  });

  it("refunds in full, after the commit, a campaign rejected while its payer was at the checkout", async () => {
    const { adId, transactionId } = await paidCampaign(3_000, "rejected");
    expect(refundsOf(transactionId)).toMatchObject([{ amount: 300_000 }]);
    expect((await k.state(adId)).ad).toMatchObject({ paymentStatus: "paid", refundStatus: "refunded" });
  });

  it("records a failed refund, never throws, and its durable job sends it once Paystack answers again", async () => {
    const { adId, transactionId } = await paidCampaign(4_000);
    standIn.fail("500");
    await expect(k.payments.refund(adId, 1_000)).resolves.toBeUndefined();
    const failed = await k.state(adId);
    expect(failed.ad.refundStatus).toBe("failed");
    expect(failed.payments[0]).toMatchObject({ status: "refund_failed", refundAmountKobo: 300_000 });
    const jobs = await k.refundJobs(failed.payments[0]!.id);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.start_after).getTime()).toBeGreaterThan(Date.now());
    // Asked again while Paystack still fails: still one job, nothing sent.
    await k.payments.refund(adId, 1_000);
    expect(await k.refundJobs(failed.payments[0]!.id)).toHaveLength(1);
    expect(refundsOf(transactionId)).toEqual([]);

    standIn.fail(null);
    await runRetryJob(adId);
    expect(refundsOf(transactionId)).toMatchObject([{ amount: 300_000 }]);
    expect((await k.state(adId)).payments[0]).toMatchObject({ status: "refunded" });
  });

  it("does not send again a refund whose answer was lost: the retry finds it done at Paystack and records it", async () => {
    const { adId, transactionId } = await paidCampaign(6_000);
    loseRefundAnswers = true;
    await k.payments.refund(adId, 0);
    expect(refundsOf(transactionId)).toHaveLength(1);
    expect((await k.state(adId)).ad.refundStatus).toBe("failed");

    loseRefundAnswers = false;
    await runRetryJob(adId);
    expect(refundsOf(transactionId)).toMatchObject([{ amount: 600_000 }]);
    expect((await k.state(adId)).ad.refundStatus).toBe("refunded");
  });

  it("a duplicate payment whose refund fails is refunded by its job, once; the campaign's refund is its own", async () => {
    refuseRefunds = true;
    const { adId, transactionId, duplicateId } = await paidTwice(2_500);
    const failed = await duplicateOf(adId);
    expect(failed).toMatchObject({ status: "refund_failed", refundAmountKobo: 250_000 });
    expect((await k.state(adId)).ad.refundStatus).toBe("none");
    expect(await k.refundJobs(failed.id)).toHaveLength(1);
    expect(refundsOf(duplicateId)).toEqual([]);

    refuseRefunds = false;
    await runRetryJob(adId, async () => (await duplicateOf(adId)).status === "refunded");
    expect(refundsOf(duplicateId)).toMatchObject([{ amount: 250_000 }]);
    expect(refundsOf(transactionId)).toEqual([]);
    expect((await k.state(adId)).ad.refundStatus).toBe("none");

    // Rejected later: the campaign's refund is of the payment that was applied, not of the duplicate.
    await k.payments.refund(adId, 500);
    expect(refundsOf(transactionId)).toMatchObject([{ amount: 200_000 }]);
    expect(refundsOf(duplicateId)).toHaveLength(1);
    expect((await k.state(adId)).ad.refundStatus).toBe("refunded");
  });
});
