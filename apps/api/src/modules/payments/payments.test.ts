import { adMessages } from "@forum/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

describe("checkout", () => {
  it("records the payment under a reference naming the campaign and answers Paystack's checkout for the budget in kobo", async () => {
    const { adId, reference } = await k.checkedOut(ada, 12_500);
    expect(reference).toMatch(new RegExp(`^ad-${adId}-[0-9a-f]{16}$`));
    const { payments } = await k.state(adId);
    expect(payments).toMatchObject([{ reference, amountKobo: 1_250_000, currency: "NGN", status: "initialized" }]);
    expect(standIn.transactions.get(reference)).toMatchObject({
      amount: 1_250_000,
      email: ada.email,
      callbackUrl: "http://forum.test/forum/advertise?payment=paystack",
      metadata: { advertisement_id: adId },
    });
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

  it("applies a campaign paid twice (two checkouts) once, and keeps both payments on record", async () => {
    const adId = await k.campaign(ada.id);
    const refs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const url = await k.payments.checkout({ id: adId, budget: 5_000, email: ada.email });
      refs.push(decodeURIComponent(url.split("/checkout/")[1]!));
    }
    for (const reference of refs) await standIn.pay(reference);
    const answers = await Promise.all(refs.map((reference) => k.verify(reference, ada.token)));
    expect(answers.map((r) => r.json().paid)).toEqual([true, true]);
    expect(k.paidCalls.filter((id) => id === adId)).toHaveLength(1);
    expect((await k.state(adId)).payments.map((p) => p.status)).toEqual(["paid", "paid"]);
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
