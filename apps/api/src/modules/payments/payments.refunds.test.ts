import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { providerUnavailable } from "./payment-provider.ts";
import { type PaymentsKit, paymentsKit, testSecretKey } from "./payments-test-kit.ts";
import { createPaystackProvider } from "./paystack.provider.ts";
import { type PaystackStandIn, startPaystackStandIn } from "./paystack-stand-in.ts";

let standIn: PaystackStandIn;
let k: PaymentsKit;
let owner: Awaited<ReturnType<PaymentsKit["student"]>>;
/** Refunds reach Paystack but their answer is lost on the way back (a timeout after Paystack acted). */
let loseRefundAnswers = false;

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey: testSecretKey });
  const paystack = createPaystackProvider({ secretKey: testSecretKey, baseUrl: standIn.url });
  const provider = {
    ...paystack,
    async refund(transactionId: string, amountKobo?: number) {
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

/** Makes the refund's retry job due now and waits for the job worker to settle it. */
async function runRetryJob(adId: number) {
  await k.db.execute(sql`update pgboss.job set start_after = now() where name = 'ad-refund'`);
  for (let i = 0; i < 100; i++) {
    if ((await k.state(adId)).ad.refundStatus === "refunded") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
});
