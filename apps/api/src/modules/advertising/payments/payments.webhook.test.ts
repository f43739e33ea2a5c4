import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { badSignature, paystackWebhookPath } from "./payments.routes.ts";
import { chargeSuccess, type PaymentsKit, paymentsKit, testSecretKey } from "./payments-test-kit.ts";
import { paystackSignature } from "./paystack-signature.ts";
import { type PaystackStandIn, startPaystackStandIn } from "./paystack-stand-in.ts";

let standIn: PaystackStandIn;
let k: PaymentsKit;
let ada: Awaited<ReturnType<PaymentsKit["student"]>>;

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey: testSecretKey });
  k = await paymentsKit({ paystack: { baseUrl: standIn.url } });
  ada = await k.student("ada@example.com");
});
afterAll(async () => {
  await k?.close();
  await standIn?.close();
});
beforeEach(() => {
  standIn.lie(null);
  standIn.fail(null);
});

describe("the webhook", () => {
  it("applies a signed charge.success once Paystack confirms it, and a replay changes nothing", async () => {
    const { adId, reference } = await k.checkedOut(ada);
    await standIn.pay(reference);
    const res = await k.webhook(chargeSuccess(reference));
    expect(res.statusCode).toBe(200);
    await k.settled();
    const { ad, payments } = await k.state(adId);
    expect(ad.paymentStatus).toBe("paid");
    expect(payments[0]).toMatchObject({ status: "paid", providerTransactionId: expect.any(String) });
    expect(payments[0]!.paidAt).toBeInstanceOf(Date);

    expect((await k.webhook(chargeSuccess(reference))).statusCode).toBe(200);
    await k.settled();
    expect(k.paidCalls.filter((id) => id === adId)).toEqual([adId]);
  });

  it("tries again with a durable job when Paystack does not answer the webhook's verification", async () => {
    const { adId, reference } = await k.checkedOut(ada);
    await standIn.pay(reference);
    standIn.fail("500");
    expect((await k.webhook(chargeSuccess(reference))).statusCode).toBe(200);
    await k.settled();
    expect((await k.state(adId)).ad.paymentStatus).toBe("unpaid");
    standIn.fail(null);
    await k.db.execute(sql`update pgboss.job set start_after = now() where name = 'ad-payment-apply'`);
    for (let i = 0; i < 100 && (await k.state(adId)).ad.paymentStatus !== "paid"; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await k.state(adId)).ad.paymentStatus).toBe("paid");
  });

  it("refuses an unsigned or wrongly signed body with 401 and applies nothing", async () => {
    const { adId, reference } = await k.checkedOut(ada);
    await standIn.pay(reference);
    const body = chargeSuccess(reference);
    for (const signature of [
      null,
      "",
      "abc",
      paystackSignature("sk_test_other", body),
      paystackSignature(testSecretKey, `${body} `),
    ]) {
      const res = await k.webhook(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: badSignature });
    }
    await k.settled();
    expect((await k.state(adId)).ad.paymentStatus).toBe("unpaid");
  });

  it("does not apply a signed event whose payment Paystack does not confirm (not paid yet)", async () => {
    const { adId, reference } = await k.checkedOut(ada);
    expect((await k.webhook(chargeSuccess(reference, 500_000))).statusCode).toBe(200);
    await k.settled();
    expect((await k.state(adId)).payments[0]!.status).toBe("initialized");
  });

  it.each([
    ["a wrong amount", { amount: 100 }],
    ["another currency", { currency: "USD" }],
    ["a failed charge", { status: "failed" }],
    ["another reference", { reference: "ad-1-0000000000000000" }],
  ])("refuses a payment Paystack reports with %s", async (_, lie) => {
    const { adId, reference } = await k.checkedOut(ada);
    await standIn.pay(reference);
    standIn.lie(lie);
    expect((await k.webhook(chargeSuccess(reference))).statusCode).toBe(200);
    await k.settled();
    const { ad, payments } = await k.state(adId);
    expect(ad.paymentStatus).toBe("unpaid");
    expect(payments[0]!.status).toBe("initialized");
    expect(k.paidCalls).not.toContain(adId);
  });

  it("answers 200 to unknown references, other events and bodies that are not JSON, and keeps its body small", async () => {
    expect((await k.webhook(chargeSuccess("ad-999-ffffffffffffffff"))).statusCode).toBe(200);
    expect((await k.webhook(JSON.stringify({ event: "transfer.success", data: { reference: "x" } }))).statusCode).toBe(
      200,
    );
    expect((await k.webhook("not json")).statusCode).toBe(200);
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
    expect((await k.webhook(big)).statusCode).toBe(413);
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
