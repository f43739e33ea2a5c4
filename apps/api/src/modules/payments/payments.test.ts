import { adMessages } from "@forum/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { badSignature, paystackWebhookPath } from "./payments.routes.ts";
import { type PaymentsKit, paymentsKit, testSecretKey } from "./payments-test-kit.ts";
import { paystackSignature } from "./paystack-signature.ts";
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

/** A campaign of Ada's with a checkout started: its reference, as Paystack knows it. */
async function checkedOut(budget = 5_000) {
  const adId = await k.campaign(ada.id, { budget });
  const url = await k.payments.checkout({ id: adId, budget, email: ada.email });
  const reference = decodeURIComponent(url.split("/checkout/")[1]!);
  return { adId, reference };
}

const webhook = (body: string, signature?: string | null) =>
  k.app.inject({
    method: "POST",
    url: paystackWebhookPath,
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { "x-paystack-signature": signature ?? paystackSignature(testSecretKey, body) }),
    },
    payload: body,
  });
const chargeSuccess = (reference: string, amount = 1) =>
  JSON.stringify({ event: "charge.success", data: { reference, amount, currency: "NGN", status: "success" } });
const verify = (reference: string, token: string) =>
  k.app.inject({
    method: "POST",
    url: "/forum/api/v1/payments/paystack/verify",
    headers: { authorization: `Bearer ${token}` },
    payload: { reference },
  });

describe("checkout", () => {
  it("records the payment under a reference naming the campaign and answers Paystack's checkout for the budget in kobo", async () => {
    const { adId, reference } = await checkedOut(12_500);
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

describe("the webhook", () => {
  it("applies a signed charge.success once Paystack confirms it, and a replay changes nothing", async () => {
    const { adId, reference } = await checkedOut();
    await standIn.pay(reference);
    const res = await webhook(chargeSuccess(reference));
    expect(res.statusCode).toBe(200);
    await k.settled();
    const { ad, payments } = await k.state(adId);
    expect(ad.paymentStatus).toBe("paid");
    expect(payments[0]).toMatchObject({ status: "paid", providerTransactionId: expect.any(String) });
    expect(payments[0]!.paidAt).toBeInstanceOf(Date);

    expect((await webhook(chargeSuccess(reference))).statusCode).toBe(200);
    await k.settled();
    expect(k.paidCalls.filter((id) => id === adId)).toEqual([adId]);
  });

  it("tries again with a durable job when Paystack does not answer the webhook's verification", async () => {
    const { adId, reference } = await checkedOut();
    await standIn.pay(reference);
    standIn.fail("500");
    expect((await webhook(chargeSuccess(reference))).statusCode).toBe(200);
    await k.settled();
    expect((await k.state(adId)).ad.paymentStatus).toBe("unpaid");
    standIn.fail(null);
    await k.db.execute(sql`update pgboss.job set start_after = now() where name = 'ad-payment-apply'`);
    for (let i = 0; i < 100 && (await k.state(adId)).ad.paymentStatus !== "paid"; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await k.state(adId)).ad.paymentStatus).toBe("paid");
  });

  it("refuses an unsigned or wrongly signed body with 401 and applies nothing", async () => {
    const { adId, reference } = await checkedOut();
    await standIn.pay(reference);
    const body = chargeSuccess(reference);
    for (const signature of [
      null,
      "",
      "abc",
      paystackSignature("sk_test_other", body),
      paystackSignature(testSecretKey, `${body} `),
    ]) {
      const res = await webhook(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: badSignature });
    }
    await k.settled();
    expect((await k.state(adId)).ad.paymentStatus).toBe("unpaid");
  });

  it("does not apply a signed event whose payment Paystack does not confirm (not paid yet)", async () => {
    const { adId, reference } = await checkedOut();
    expect((await webhook(chargeSuccess(reference, 500_000))).statusCode).toBe(200);
    await k.settled();
    expect((await k.state(adId)).payments[0]!.status).toBe("initialized");
  });

  it.each([
    ["a wrong amount", { amount: 100 }],
    ["another currency", { currency: "USD" }],
    ["a failed charge", { status: "failed" }],
    ["another reference", { reference: "ad-1-0000000000000000" }],
  ])("refuses a payment Paystack reports with %s", async (_, lie) => {
    const { adId, reference } = await checkedOut();
    await standIn.pay(reference);
    standIn.lie(lie);
    expect((await webhook(chargeSuccess(reference))).statusCode).toBe(200);
    await k.settled();
    const { ad, payments } = await k.state(adId);
    expect(ad.paymentStatus).toBe("unpaid");
    expect(payments[0]!.status).toBe("initialized");
    expect(k.paidCalls).not.toContain(adId);
  });

  it("answers 200 to unknown references, other events and bodies that are not JSON, and keeps its body small", async () => {
    expect((await webhook(chargeSuccess("ad-999-ffffffffffffffff"))).statusCode).toBe(200);
    expect((await webhook(JSON.stringify({ event: "transfer.success", data: { reference: "x" } }))).statusCode).toBe(
      200,
    );
    expect((await webhook("not json")).statusCode).toBe(200);
    for (const type of ["multipart/form-data; boundary=x", "text/plain", "application/x-www-form-urlencoded"]) {
      const res = await k.app.inject({
        method: "POST",
        url: paystackWebhookPath,
        headers: { "content-type": type },
        payload: "--x\r\ncontent-disposition: form-data; name=a\r\n\r\nb\r\n--x--",
      });
      expect(res.statusCode).toBe(401);
    }
    const signedText = await k.app.inject({
      method: "POST",
      url: paystackWebhookPath,
      headers: { "content-type": "text/plain", "x-paystack-signature": paystackSignature(testSecretKey, "{}") },
      payload: "{}",
    });
    expect(signedText.statusCode).toBe(200);
    await k.settled();
    const big = JSON.stringify({ event: "charge.success", data: { reference: "x", pad: "a".repeat(70_000) } });
    expect((await webhook(big)).statusCode).toBe(413);
  });

  it("takes the payer through the stand-in's checkout: Pay sends the signed webhook and returns to our page", async () => {
    const live = await startPaystackStandIn({ secretKey: testSecretKey });
    const other = await paymentsKit({ paystack: { baseUrl: live.url }, database: k.database });
    try {
      live.setWebhookUrl(`${await other.app.listen({ port: 0, host: "127.0.0.1" })}${paystackWebhookPath}`);
      const adId = await k.campaign(ada.id, { budget: 2_000 });
      const url = await other.payments.checkout({ id: adId, budget: 2_000, email: ada.email });
      const page = await fetch(url);
      const html = await page.text();
      expect(html).toContain("₦2,000.00");
      expect(html).toMatch(/<button type="submit">Pay<\/button>/);
      expect(html).toMatch(/<a href="[^"]+\/cancel">Cancel<\/a>/);
      const reference = decodeURIComponent(url.split("/checkout/")[1]!);
      const paid = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(302);
      expect(paid.headers.get("location")).toBe(
        `http://forum.test/forum/advertise?payment=paystack&trxref=${reference}&reference=${reference}`,
      );
      expect(live.webhooks).toEqual([{ status: 200 }]);
      await other.settled();
      expect((await k.state(adId)).ad.paymentStatus).toBe("paid");

      const cancelled = await k.campaign(ada.id, { budget: 2_000 });
      const again = await other.payments.checkout({ id: cancelled, budget: 2_000, email: ada.email });
      const cancel = await fetch(`${again}/cancel`, { redirect: "manual" });
      expect(cancel.status).toBe(302);
      expect(cancel.headers.get("location")).toMatch(
        /^http:\/\/forum\.test\/forum\/advertise\?payment=paystack&trxref=/,
      );
      expect(live.webhooks).toHaveLength(1);
    } finally {
      await other.close();
      await live.close();
    }
  });
});

describe("POST /payments/paystack/verify (the return page)", () => {
  it("applies the owner's payment and answers the campaign, paid", async () => {
    const { adId, reference } = await checkedOut();
    const before = await verify(reference, ada.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ paid: false, message: adMessages.paymentIncomplete, data: { id: adId } });

    await standIn.pay(reference);
    const after = await verify(reference, ada.token);
    expect(after.json()).toMatchObject({
      paid: true,
      message: adMessages.paid,
      data: { id: adId, payment_status: "paid" },
    });
    expect((await verify(reference, ada.token)).json().paid).toBe(true);
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
    const answers = await Promise.all(refs.map((reference) => verify(reference, ada.token)));
    expect(answers.map((r) => r.json().paid)).toEqual([true, true]);
    expect(k.paidCalls.filter((id) => id === adId)).toHaveLength(1);
    expect((await k.state(adId)).payments.map((p) => p.status)).toEqual(["paid", "paid"]);
  });

  it("is a 404 for another student's reference and an unknown one, and a 401 for a guest", async () => {
    const { adId, reference } = await checkedOut();
    await standIn.pay(reference);
    const res = await verify(reference, bola.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(adMessages.paymentNotFound);
    expect((await k.state(adId)).ad.paymentStatus).toBe("unpaid");
    expect((await verify("ad-1-nothing", ada.token)).statusCode).toBe(404);
    const guest = await k.app.inject({
      method: "POST",
      url: "/forum/api/v1/payments/paystack/verify",
      payload: { reference },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("is a 503 while Paystack does not answer, and the payment stays to be applied", async () => {
    const { adId, reference } = await checkedOut();
    await standIn.pay(reference);
    standIn.fail("500");
    expect((await verify(reference, ada.token)).statusCode).toBe(503);
    standIn.fail(null);
    expect((await verify(reference, ada.token)).json().paid).toBe(true);
    expect((await k.state(adId)).ad.paymentStatus).toBe("paid");
  });
});

describe("payments off (no PAYSTACK_SECRET_KEY)", () => {
  it("has no webhook, refuses checkout and verify, and needs no payment", async () => {
    const off = await paymentsKit({ database: k.database });
    try {
      expect(off.payments.required).toBe(false);
      const body = chargeSuccess("ad-1-aaaaaaaaaaaaaaaa");
      const res = await off.app.inject({
        method: "POST",
        url: paystackWebhookPath,
        headers: { "content-type": "application/json", "x-paystack-signature": paystackSignature(testSecretKey, body) },
        payload: body,
      });
      expect(res.statusCode).toBe(404);
      const me = ada;
      const verified = await off.app.inject({
        method: "POST",
        url: "/forum/api/v1/payments/paystack/verify",
        headers: { authorization: `Bearer ${me.token}` },
        payload: { reference: "ad-1-aaaaaaaaaaaaaaaa" },
      });
      expect(verified.statusCode).toBe(422);
      expect(verified.json().message).toBe(adMessages.paymentsOff);
      await expect(off.payments.checkout({ id: 1, budget: 1_000, email: me.email })).rejects.toMatchObject({
        status: 422,
      });
    } finally {
      await off.close();
    }
  });
});
