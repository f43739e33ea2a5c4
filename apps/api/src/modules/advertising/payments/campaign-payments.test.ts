import { adMessages, errorCodes } from "@forum/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adPayments } from "../../../db/schema/index.ts";
import { AppError } from "../../../platform/errors.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { eventually } from "../../events/events-test-kit.ts";
import { adsKit, daysFrom, today } from "../advertising-test-kit.ts";
import type { Payments } from "./payments.ts";

/**
 * The paid paths at the service level, over a fake provider (the end-to-end flow against the Paystack stand-in is
 * the payments module's): unpaid campaigns, checkout, paying later, onPaid, and the refund of a rejected one.
 */
const { t, boss } = adminTestApp();
let k: ReturnType<typeof adsKit>;
beforeAll(() => {
  k = adsKit(t);
});

function fakePayments() {
  const checkouts: { id: number; budget: number; email: string }[] = [];
  const refunds: [number, number][] = [];
  let away = false;
  const payments: Payments = {
    required: true,
    async checkout(ad) {
      if (away) throw new AppError(errorCodes.unavailable, adMessages.paymentUnavailable, 503);
      checkouts.push(ad);
      return `https://checkout.example.com/pay/${ad.id}-${checkouts.length}`;
    },
    async refund(adId, keep) {
      refunds.push([adId, keep]);
    },
  };
  const goAway = (v: boolean) => {
    away = v;
  };
  return { payments, checkouts, refunds, goAway };
}

let n = 0;
async function owner() {
  const email = `payer${++n}@uni.edu`;
  const s = await k.student(email);
  return { ...s, email, user: { id: s.id, email, isAdmin: false, since: new Date() } };
}
const form = {
  business_name: "Mama Put Kitchen",
  caption: "Hot jollof by the library.",
  adUrl: "https://mamaput.example.com",
  duration: 5,
  budget: 5_000,
  start_date: today(),
};
const paid = (adId: number) => t.database.db.transaction((tx) => k.ads.schedule.onPaid(tx, adId));

describe("with payment required", () => {
  it("a new campaign is unpaid and answers the provider's checkout for its budget and the owner's e-mail", async () => {
    const fake = fakePayments();
    const s = await owner();
    const created = await k.withPayments(fake.payments).campaigns.create(form, s.user);
    expect(created.data).toMatchObject({ status: "pending", payment_status: "unpaid", user_id: s.id });
    expect(created.message).toBe(adMessages.createdPay);
    expect(created.payment_url).toBe(`https://checkout.example.com/pay/${created.data.id}-1`);
    expect(fake.checkouts).toEqual([{ id: created.data.id, budget: 5_000, email: s.email }]);
  });

  it("the provider away: the campaign is kept, unpaid, without a checkout URL; paying later works", async () => {
    const fake = fakePayments();
    const s = await owner();
    const services = k.withPayments(fake.payments);
    fake.goAway(true);
    const created = await services.campaigns.create(form, s.user);
    expect(created.payment_url).toBeUndefined();
    expect(created.message).toBe(`${adMessages.createdPay} ${adMessages.paymentUnavailable}`);
    expect((await k.row(created.data.id)).paymentStatus).toBe("unpaid");
    await expect(services.campaigns.pay(created.data.id, s.user)).rejects.toMatchObject({ status: 503 });
    fake.goAway(false);
    const again = await services.campaigns.pay(created.data.id, s.user);
    expect(again.payment_url).toMatch(/^https:\/\/checkout\.example\.com\/pay\//);
    const other = await owner();
    await expect(services.campaigns.pay(created.data.id, other.user)).rejects.toMatchObject({ status: 404 });
    await paid(created.data.id);
    await expect(services.campaigns.pay(created.data.id, s.user)).rejects.toMatchObject({
      status: 409,
      message: adMessages.alreadyPaid,
    });
    const rejected = await k.ad({ userId: s.id, status: "rejected", paymentStatus: "unpaid" });
    await expect(services.campaigns.pay(rejected, s.user)).rejects.toMatchObject({
      status: 409,
      message: adMessages.notPayable,
    });
  });

  it("a checkout that fails for another reason: the campaign is still created (201), unpaid, without a URL", async () => {
    const s = await owner();
    const broken: Payments = {
      required: true,
      checkout: async () => {
        throw new Error("unexpected answer from the provider");
      },
      refund: async () => {},
    };
    const created = await k.withPayments(broken).campaigns.create(form, s.user);
    expect(created.payment_url).toBeUndefined();
    expect((await k.row(created.data.id)).paymentStatus).toBe("unpaid");
  });

  it("onPaid: once, from unpaid only; approved before payment it goes live; approved after, it goes live then", async () => {
    await t.context!.jobs.start();
    const s = await owner();
    const approvedFirst = await k.ad({ userId: s.id, paymentStatus: "unpaid" });
    expect((await k.api("POST", `/advertisements/${approvedFirst}/approve`, {}, boss.token)).statusCode).toBe(200);
    await t.settled?.();
    expect(k.reviewMails(s.email).at(-1)?.text).toContain("once it is paid for (₦10,000)");
    // Approved but unpaid: no go-live job, and the sweep leaves it.
    await k.ads.schedule.sweep();
    expect((await k.row(approvedFirst)).status).toBe("pending");
    expect(await paid(approvedFirst)).toEqual({ refundAfterCommit: false });
    expect((await k.row(approvedFirst)).paymentStatus).toBe("paid");
    await eventually(async () => expect((await k.row(approvedFirst)).status).toBe("active"));
    // A second confirmation changes nothing.
    expect(await paid(approvedFirst)).toEqual({ refundAfterCommit: false });

    const paidFirst = await k.ad({ userId: s.id, paymentStatus: "unpaid" });
    expect(await paid(paidFirst)).toEqual({ refundAfterCommit: false });
    expect((await k.row(paidFirst)).status).toBe("pending");
    expect((await k.api("POST", `/advertisements/${paidFirst}/approve`, {}, boss.token)).statusCode).toBe(200);
    await eventually(async () => expect((await k.row(paidFirst)).status).toBe("active"));
  });

  it("onPaid inside a payment's transaction does not fail it when the job queue is not running here", async () => {
    // The sweep's job is what such a campaign waits for: a job that cannot be sent is rolled back to its savepoint.
    const s = await owner();
    const id = await k.ad({ userId: s.id, paymentStatus: "unpaid", approvedAt: new Date() });
    // Stopped for good: this file's later tests send no jobs.
    await t.context!.jobs.stop();
    const outcome = await t.database.db.transaction(async (tx) => {
      const r = await k.ads.schedule.onPaid(tx, id);
      await tx.execute(sql`select 1`);
      return r;
    });
    expect(outcome).toEqual({ refundAfterCommit: false });
    expect((await k.row(id)).paymentStatus).toBe("paid");
    expect(await k.ads.schedule.sweep()).toBeGreaterThanOrEqual(1);
    expect((await k.row(id)).status).toBe("active");
  });

  it("goes live from the payment that was applied, not from a duplicate paid (and refunded) later", async () => {
    const s = await owner();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const startDate = daysFrom(today(), -1);
    const id = await k.ad({ userId: s.id, paymentStatus: "paid", approvedAt: minutesAgo(180), startDate });
    const payment = (reference: string, paidAt: Date, duplicate: boolean) => ({
      advertisementId: id,
      provider: "paystack",
      reference,
      amountKobo: 1_000_000,
      status: duplicate ? ("refunded" as const) : ("paid" as const),
      paidAt,
      duplicate,
    });
    const applied = minutesAgo(60);
    await t.database.db
      .insert(adPayments)
      .values([payment(`ad-${id}-applied`, applied, false), payment(`ad-${id}-duplicate`, minutesAgo(10), true)]);
    expect(await k.ads.schedule.goLive(id, startDate)).toBe(true);
    expect((await k.row(id)).liveAt?.getTime()).toBe(applied.getTime());
  });

  it("paid after a rejection: marked paid and refunded after the commit", async () => {
    const s = await owner();
    const id = await k.ad({ userId: s.id, paymentStatus: "unpaid", status: "rejected" });
    expect(await paid(id)).toEqual({ refundAfterCommit: true });
    expect((await k.row(id)).paymentStatus).toBe("paid");
  });

  it("rejecting a paid campaign refunds it less what it spent, and says so in the mail", async () => {
    const fake = fakePayments();
    const s = await owner();
    const id = await k.running(s.id, 3.5, { paymentStatus: "paid", budget: 10_000, duration: 10 });
    const res = await k.withPayments(fake.payments).review.reject(id, "Misleading claims", boss.id);
    expect(res.data).toMatchObject({ status: "rejected", amount_spent: 3_000 });
    await t.settled?.();
    expect(fake.refunds).toEqual([[id, 3_000]]);
    const mail = k.reviewMails(s.email).at(-1);
    expect(mail?.text).toContain("Reason: Misleading claims");
    expect(mail?.text).toContain("We are refunding ₦7,000 of your payment.");
    // Unpaid or free campaigns have nothing to refund.
    const free = await k.ad({ userId: s.id });
    await k.withPayments(fake.payments).review.reject(free, "No", boss.id);
    await t.settled?.();
    expect(fake.refunds).toHaveLength(1);
  });
});
