import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adPayments } from "../../../db/schema/index.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../../test/test-app.ts";
import { eventually } from "../../events/events-test-kit.ts";
import { listen } from "../../notifications/notifications-test-kit.ts";
import { adsKit, today } from "../advertising-test-kit.ts";
import { paystackWebhookPath } from "./payments.routes.ts";
import { REUSE_SECONDS } from "./payments.service.ts";
import { type PaystackStandIn, startPaystackStandIn } from "./paystack-stand-in.ts";

/**
 * The whole paid path through the real app with payments on, against the Paystack stand-in: the advertising module's
 * checkout, the stand-in's checkout page and its signed webhook, the return page's verify, the admin's review, the
 * schedule and the feed, and refunds. (The modules' own tests fake one side each.)
 */
const secretKey = "sk_test_advertising_paystack";
let standIn: PaystackStandIn;
let t: TestApp;
let k: ReturnType<typeof adsKit>;
let boss: { token: string; id: number };

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey });
  t = await createTestApp({ paystack: { secretKey, baseUrl: standIn.url }, writeRules: roomyWriteRules });
  k = adsKit(t);
  boss = await k.admin("boss@uni.edu");
  // The stand-in's Pay button sends its webhook to this app over HTTP, as Paystack would.
  standIn.setWebhookUrl(`${await listen(t.app)}${paystackWebhookPath}`);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(() => standIn.lie(null));

let n = 0;
async function student() {
  const email = `advertiser${++n}@uni.edu`;
  return { ...(await k.student(email)), email };
}
type Student = Awaited<ReturnType<typeof student>>;

/** A campaign created over HTTP: its id, checkout URL and Paystack reference. */
async function campaign(s: Student, budget: number) {
  const res = await k.create(k.fields({ budget: String(budget), start_date: today() }), s.token);
  expect(res.statusCode, res.body).toBe(201);
  const { data, payment_url } = res.json();
  const reference = decodeURIComponent(String(payment_url).split("/checkout/")[1] ?? "");
  return { id: data.id as number, url: payment_url as string, reference, created: res.json() };
}
/** The payer presses Pay on the stand-in's checkout page and is sent back to our return page. */
async function payAtCheckout(url: string) {
  const res = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
  expect(res.status).toBe(302);
  await t.settled?.(); // the webhook's apply runs after its 200
  return res.headers.get("location") ?? "";
}
const mine = async (s: Student, id: number) =>
  (await k.list(s.token)).json().data.find((a: { id: number }) => a.id === id);
const verify = (reference: string, token: string) =>
  k.call("POST", "/forum/api/v1/payments/paystack/verify", { reference }, token);
const paymentRows = (adId: number) =>
  t.database.db.select().from(adPayments).where(eq(adPayments.advertisementId, adId));
const chargeSuccess = (reference: string) => ({
  event: "charge.success",
  data: { reference, amount: standIn.transactions.get(reference)!.amount, currency: "NGN", status: "success" },
});
const transactionOf = (reference: string) => standIn.transactions.get(reference)!;
/** "Pay now" on the owner's list. */
const payNow = (s: Student, id: number) => k.call("POST", `/forum/api/v1/advertisements/${id}/pay`, {}, s.token);
const refundsOf = (reference: string) => standIn.refunds.filter((r) => r.transaction === transactionOf(reference).id);
/** The campaign's checkouts are all past their reuse: the next Pay now opens a new one. */
const expireCheckouts = (adId: number) =>
  t.database.db
    .update(adPayments)
    .set({ createdAt: sql`now() - ${REUSE_SECONDS + 1}::int * interval '1 second'` })
    .where(eq(adPayments.advertisementId, adId));

describe("advertising paid through Paystack (the stand-in)", () => {
  let ada: Student;
  let paid: Awaited<ReturnType<typeof campaign>>;

  it("a new campaign is unpaid, with a checkout at Paystack for its budget in kobo, back to /advertise", async () => {
    ada = await student();
    paid = await campaign(ada, 7_000);
    expect(paid.created.data).toMatchObject({ status: "pending", payment_status: "unpaid", user_id: ada.id });
    expect(paid.url.startsWith(`${standIn.url}/checkout/`)).toBe(true);
    expect(paid.reference).toMatch(new RegExp(`^ad-${paid.id}-`));
    expect(transactionOf(paid.reference)).toMatchObject({
      amount: 700_000,
      currency: "NGN",
      email: ada.email,
      callbackUrl: "http://forum.test/forum/advertise?payment=paystack",
      status: "pending",
    });
  });

  it("paying at the checkout applies its webhook once; a replay changes nothing; a forged one is 401", async () => {
    const back = new URL(await payAtCheckout(paid.url));
    expect(`${back.origin}${back.pathname}`).toBe("http://forum.test/forum/advertise");
    expect(back.searchParams.get("reference")).toBe(paid.reference);
    expect(standIn.webhooks.at(-1)?.status).toBe(200);
    expect(await mine(ada, paid.id)).toMatchObject({ payment_status: "paid", status: "pending" });
    const [before] = await paymentRows(paid.id);
    expect(before).toMatchObject({ status: "paid", amountKobo: 700_000 });
    expect(before!.providerTransactionId).toBe(String(transactionOf(paid.reference).id));
    const adBefore = await k.row(paid.id);

    expect(await standIn.sendWebhook(chargeSuccess(paid.reference))).toBe(200);
    await t.settled?.();
    expect(await paymentRows(paid.id)).toEqual([before]);
    // Still the one payment, applied once; the campaign untouched.
    expect(await k.row(paid.id)).toEqual(adBefore);
    expect(await standIn.sendWebhook(chargeSuccess(paid.reference), "0".repeat(128))).toBe(401);
  });

  it("the return page's verify: the owner is told it is paid, with the campaign; another student gets 404", async () => {
    const res = await verify(paid.reference, ada.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, data: { id: paid.id, payment_status: "paid", user_id: ada.id } });
    expect((await verify(paid.reference, (await student()).token)).statusCode).toBe(404);
  });

  it("a verify where Paystack's amount is not ours does not mark it paid (webhook or return page)", async () => {
    const s = await student();
    const c = await campaign(s, 5_000);
    standIn.lie({ amount: 100 });
    await payAtCheckout(c.url);
    expect(standIn.webhooks.at(-1)?.status).toBe(200);
    const res = await verify(c.reference, s.token);
    expect(res.json()).toMatchObject({ paid: false, data: { payment_status: "unpaid" } });
    expect(await mine(s, c.id)).toMatchObject({ payment_status: "unpaid" });
    expect((await paymentRows(c.id))[0]?.status).toBe("initialized");
    // The truth again: the same payment is applied.
    standIn.lie(null);
    expect((await verify(c.reference, s.token)).json()).toMatchObject({ paid: true });
  });

  it("approved once paid: the schedule puts it live and the feed serves it", async () => {
    const res = await k.api("POST", `/advertisements/${paid.id}/approve`, {}, boss.token);
    expect(res.statusCode, res.body).toBe(200);
    await k.ads.schedule.sweep(); // its go-live job may have run already; either way it is live now
    expect(await mine(ada, paid.id)).toMatchObject({ status: "active", payment_status: "paid" });
    // The feed's list is reloaded when a campaign goes live (by the job or the sweep, whichever came first).
    await eventually(async () =>
      expect((await k.get("/advertisements/placement")).json().data).toMatchObject({
        id: paid.id,
        business_name: "Mama Put Kitchen",
      }),
    );
  });

  it("a paid campaign rejected with a reason is refunded its whole budget, and the owner is told why", async () => {
    const s = await student();
    const c = await campaign(s, 9_000);
    await payAtCheckout(c.url);
    expect(await mine(s, c.id)).toMatchObject({ payment_status: "paid", refund_status: "none" });
    const res = await k.api(
      "POST",
      `/advertisements/${c.id}/reject`,
      { reason: "The menu link is broken." },
      boss.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.settled?.();
    const transaction = transactionOf(c.reference).id;
    expect(standIn.refunds.filter((r) => r.transaction === transaction)).toEqual([
      expect.objectContaining({ amount: 900_000, status: "processed" }),
    ]);
    expect(await mine(s, c.id)).toMatchObject({ status: "rejected", refund_status: "refunded" });
    const mail = k.reviewMails(s.email).at(-1);
    expect(mail?.subject).toBe('Your campaign "Mama Put Kitchen" was not approved');
    expect(mail?.text).toContain("Reason: The menu link is broken.");
    expect(mail?.text).toContain("We are refunding ₦9,000 of your payment.");
  });

  it("a campaign paid after it was rejected is refunded in full", async () => {
    const s = await student();
    const c = await campaign(s, 6_000);
    const res = await k.api("POST", `/advertisements/${c.id}/reject`, { reason: "Not for students." }, boss.token);
    expect(res.statusCode, res.body).toBe(200);
    await t.settled?.();
    const transaction = transactionOf(c.reference).id;
    expect(standIn.refunds.filter((r) => r.transaction === transaction)).toEqual([]);
    await payAtCheckout(c.url);
    expect(standIn.refunds.filter((r) => r.transaction === transaction)).toEqual([
      expect.objectContaining({ amount: 600_000 }),
    ]);
    expect(await mine(s, c.id)).toMatchObject({
      status: "rejected",
      payment_status: "paid",
      refund_status: "refunded",
    });
    // Paystack's webhook again: no second refund.
    expect(await standIn.sendWebhook(chargeSuccess(c.reference))).toBe(200);
    await t.settled?.();
    expect(standIn.refunds.filter((r) => r.transaction === transaction)).toHaveLength(1);
  });

  it("Pay now again, or six times at once, answers the same checkout: one transaction at Paystack", async () => {
    const s = await student();
    const c = await campaign(s, 3_000);
    const again = await payNow(s, c.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment_url).toBe(c.url);
    const six = await Promise.all(Array.from({ length: 6 }, () => payNow(s, c.id)));
    expect(six.map((r) => r.json().payment_url)).toEqual(Array(6).fill(c.url));
    expect([...standIn.transactions.keys()].filter((r) => r.startsWith(`ad-${c.id}-`))).toEqual([c.reference]);
    expect(await paymentRows(c.id)).toHaveLength(1);
  });

  it("a ₦3,000 campaign paid through three checkouts is charged once: the two later payments are refunded", async () => {
    const s = await student();
    const c = await campaign(s, 3_000);
    const urls = [c.url];
    for (let i = 0; i < 2; i++) {
      await expireCheckouts(c.id);
      urls.push((await payNow(s, c.id)).json().payment_url);
    }
    expect(new Set(urls).size).toBe(3);
    const references = urls.map((url) => decodeURIComponent(url.split("/checkout/")[1]!));
    // The payer pays all three; each webhook is delivered, the return page checks each, Paystack retries the webhooks.
    for (const url of urls) await payAtCheckout(url);
    for (const reference of references) expect((await verify(reference, s.token)).json().paid).toBe(true);
    for (const reference of references) expect(await standIn.sendWebhook(chargeSuccess(reference))).toBe(200);
    await t.settled?.();
    expect(references.map((reference) => refundsOf(reference).map((r) => r.amount))).toEqual([
      [],
      [300_000],
      [300_000],
    ]);
    // Asked of Paystack once each: nothing sent twice and refused.
    const asked = standIn.calls.filter((c) => c.method === "POST" && c.path === "/refund");
    expect(
      references.map((r) => asked.filter((c) => c.body.transaction === String(transactionOf(r).id)).length),
    ).toEqual([0, 1, 1]);
    expect(await mine(s, c.id)).toMatchObject({ payment_status: "paid", refund_status: "none" });
    const rows = await paymentRows(c.id);
    expect(rows.map((p) => [p.reference, p.status, p.duplicate]).sort()).toEqual(
      [
        [references[0], "paid", false],
        [references[1], "refunded", true],
        [references[2], "refunded", true],
      ].sort(),
    );
  });

  it("documents Paystack's webhook in the OpenAPI document, signature header, event body and answers", async () => {
    const doc = (await t.app.inject("/forum/api/docs/json")).json();
    const op = doc.paths[paystackWebhookPath]?.post;
    expect(op).toBeDefined();
    expect(op.summary).toMatch(/Paystack/);
    expect(op.security).toEqual([]);
    expect(op.parameters).toContainEqual(
      expect.objectContaining({ in: "header", name: "x-paystack-signature", required: true }),
    );
    const body = op.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["event", "data"]));
    expect(Object.keys(body.properties.data.properties)).toEqual(
      expect.arrayContaining(["reference", "amount", "currency", "status"]),
    );
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "401", "413"]));
    // Documented, still read as raw bytes: a signed body whose fields are not the documented ones is answered 200.
    expect(await standIn.sendWebhook({ event: 42 })).toBe(200);
    expect(await standIn.sendWebhook(["not", "an", "event"])).toBe(200);
  });
});
