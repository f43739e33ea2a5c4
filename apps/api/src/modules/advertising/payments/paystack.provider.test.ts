import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../platform/errors.ts";
import { createPaystackProvider } from "./paystack.provider.ts";
import { isPaystackSigned, paystackSignature } from "./paystack-signature.ts";
import { type PaystackStandIn, startPaystackStandIn } from "./paystack-stand-in.ts";

const secretKey = "sk_test_provider";
let standIn: PaystackStandIn;
beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey });
});
afterAll(() => standIn?.close());

const provider = (overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
  createPaystackProvider({ secretKey, baseUrl: standIn.url, ...overrides });
const unavailable = (err: unknown) => err instanceof AppError && err.status === 503;

describe("the Paystack provider, against the stand-in", () => {
  it("initializes a checkout, verifies the paid transaction and refunds part of it", async () => {
    const p = provider();
    const url = await p.initialize("ad-1-aa", 500_000, "ada@example.com", "http://forum.test/forum/advertise", {
      advertisement_id: 1,
    });
    expect(url).toBe(`${standIn.url}/checkout/ad-1-aa`);
    expect(standIn.transactions.get("ad-1-aa")).toMatchObject({ amount: 500_000, currency: "NGN" });
    expect((await p.verify("ad-1-aa")).status).toBe("pending");

    await standIn.pay("ad-1-aa");
    const paid = await p.verify("ad-1-aa");
    expect(paid).toMatchObject({ status: "success", amountKobo: 500_000, currency: "NGN", reference: "ad-1-aa" });
    expect(paid.transactionId).toMatch(/^\d+$/);

    await p.refund(paid.transactionId, 200_000);
    expect(await p.refundedKobo(paid.transactionId)).toBe(200_000);
    // More than is left is Paystack's refusal, not a second refund.
    await expect(p.refund(paid.transactionId, 400_000)).rejects.toSatisfy(unavailable);
    expect(standIn.refunds).toHaveLength(1);
  });

  it("answers an unknown reference as not paid", async () => {
    expect(await provider().verify("ad-9-none")).toMatchObject({ status: "not_found", amountKobo: 0 });
  });

  it("turns a duplicate reference, a wrong key, a 500 and a timeout into the 503 of an unavailable provider", async () => {
    const p = provider();
    await p.initialize("ad-2-bb", 100_000, "ada@example.com", "http://forum.test/", {});
    await expect(p.initialize("ad-2-bb", 100_000, "ada@example.com", "http://forum.test/", {})).rejects.toSatisfy(
      unavailable,
    );
    await expect(provider({ secretKey: "sk_wrong" }).verify("ad-2-bb")).rejects.toSatisfy(unavailable);
    standIn.fail("500");
    await expect(p.verify("ad-2-bb")).rejects.toSatisfy(unavailable);
    standIn.fail("timeout");
    const started = Date.now();
    await expect(provider({ timeoutMs: 200 }).verify("ad-2-bb")).rejects.toSatisfy(unavailable);
    expect(Date.now() - started).toBeLessThan(2_000);
    standIn.fail(null);
  });
});

describe("the webhook signature", () => {
  it("is HMAC-SHA512 of the raw body, and anything else is refused", () => {
    const body = Buffer.from('{"event":"charge.success"}');
    const good = paystackSignature(secretKey, body);
    expect(good).toMatch(/^[0-9a-f]{128}$/);
    expect(isPaystackSigned(secretKey, body, good)).toBe(true);
    expect(isPaystackSigned(secretKey, body, undefined)).toBe(false);
    expect(isPaystackSigned(secretKey, body, "")).toBe(false);
    expect(isPaystackSigned(secretKey, body, good.slice(0, -1))).toBe(false);
    expect(isPaystackSigned(secretKey, body, `${good}00`)).toBe(false);
    expect(isPaystackSigned("sk_other", body, good)).toBe(false);
    expect(isPaystackSigned(secretKey, Buffer.from('{"event":"charge.success" }'), good)).toBe(false);
  });
});
