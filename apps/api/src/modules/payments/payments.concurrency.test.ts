import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { openTestDatabase, type TestDatabase } from "../../test/test-db.ts";
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
