import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/client.ts";
import { adPayments } from "../../../db/schema/index.ts";
import { openTestDatabase, type TestDatabase } from "../../../test/test-db.ts";
import { REUSE_SECONDS } from "./payments.service.ts";
import { chargeSuccess, type PaymentsKit, paymentsKit, testSecretKey } from "./payments-test-kit.ts";
import { type PaystackStandIn, startPaystackStandIn } from "./paystack-stand-in.ts";

let standIn: PaystackStandIn;
let database: TestDatabase;
/** Two instances on one database: on PostgreSQL each with a pool of its own, so their transactions really race. */
let a: PaymentsKit;
let b: PaymentsKit;
let closeSecond = async () => {};

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey: testSecretKey });
  database = await openTestDatabase();
  const second = database.url ? await openDatabase({ url: database.url }) : database;
  if (database.url) closeSecond = second.close;
  a = await paymentsKit({ paystack: { baseUrl: standIn.url }, database });
  b = await paymentsKit({ paystack: { baseUrl: standIn.url }, database: { ...second, url: database.url } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await closeSecond();
  await database?.close();
  await standIn?.close();
});

describe("a payment confirmed by webhooks and return pages at once", () => {
  it("is applied exactly once", async () => {
    const owner = await a.student("ngozi@example.com");
    for (let round = 0; round < 5; round++) {
      const { adId, reference } = await a.checkedOut(owner);
      await standIn.pay(reference);
      const webhook = (k: PaymentsKit) => k.webhook(chargeSuccess(reference));
      const verify = (k: PaymentsKit) => k.verify(reference, owner.token);
      const answers = await Promise.all([webhook(a), verify(b), webhook(b), verify(a), webhook(a), verify(b)]);
      await Promise.all([a.settled(), b.settled()]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((r) => r.json().paid !== undefined).every((r) => r.json().paid === true)).toBe(true);
      expect([...a.paidCalls, ...b.paidCalls].filter((id) => id === adId)).toEqual([adId]);
      const { ad, payments } = await a.state(adId);
      expect(ad.paymentStatus).toBe("paid");
      expect(payments.map((p) => p.status)).toEqual(["paid"]);
    }
  });
});

describe("paying for one campaign from two instances", () => {
  it("six checkouts at once open one at Paystack, and every request answers its page", async () => {
    const owner = await a.student("tunde@example.com");
    for (let round = 0; round < 3; round++) {
      const adId = await a.campaign(owner.id);
      const pay = (k: PaymentsKit) => k.payments.checkout({ id: adId, budget: 5_000, email: owner.email });
      const urls = await Promise.all([pay(a), pay(b), pay(a), pay(b), pay(a), pay(b)]);
      expect(new Set(urls).size).toBe(1);
      expect((await a.state(adId)).payments).toMatchObject([{ status: "initialized", checkoutUrl: urls[0] }]);
      expect([...standIn.transactions.keys()].filter((r) => r.startsWith(`ad-${adId}-`))).toHaveLength(1);
    }
  });

  it("a second checkout paid too is refunded in full once, whoever reports it and however often", async () => {
    const owner = await a.student("kemi@example.com");
    for (let round = 0; round < 3; round++) {
      const first = await a.checkedOut(owner, 3_000);
      // The first checkout is past its reuse: the next is a new one (a tab kept open since can still pay the first).
      await a.db
        .update(adPayments)
        .set({ createdAt: sql`now() - ${REUSE_SECONDS + 1}::int * interval '1 second'` })
        .where(eq(adPayments.reference, first.reference));
      const url = await b.payments.checkout({ id: first.adId, budget: 3_000, email: owner.email });
      const second = decodeURIComponent(url.split("/checkout/")[1]!);
      expect(second).not.toBe(first.reference);
      const references = [first.reference, second];
      for (const reference of references) await standIn.pay(reference);
      const reports = references.flatMap((reference) => [
        a.webhook(chargeSuccess(reference)),
        b.verify(reference, owner.token),
        b.webhook(chargeSuccess(reference)),
        a.verify(reference, owner.token),
        a.webhook(chargeSuccess(reference)),
      ]);
      const answers = await Promise.all(reports);
      await Promise.all([a.settled(), b.settled()]);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect([...a.paidCalls, ...b.paidCalls].filter((id) => id === first.adId)).toEqual([first.adId]);
      const refunds = references.map((reference) =>
        standIn.refunds.filter((r) => r.transaction === standIn.transactions.get(reference)!.id),
      );
      // Whichever was applied first, the other is the one refunded, once and in full (and asked for once).
      expect(refunds.flat()).toMatchObject([{ amount: 300_000 }]);
      const asked = standIn.calls.filter((c) => c.method === "POST" && c.path === "/refund");
      expect(asked.filter((c) => String(c.body.transaction) === String(refunds.flat()[0]!.transaction))).toHaveLength(
        1,
      );
      const { ad, payments } = await a.state(first.adId);
      expect(ad).toMatchObject({ paymentStatus: "paid", refundStatus: "none" });
      expect(payments.map((p) => [p.status, p.duplicate]).sort()).toEqual([
        ["paid", false],
        ["refunded", true],
      ]);
    }
  });
});
