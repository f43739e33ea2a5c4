import type { Ad } from "@forum/contract";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { pino } from "pino";
import type { Db } from "../../../db/client.ts";
import { adPayments, advertisements, users } from "../../../db/schema/index.ts";
import { createBackgroundTasks } from "../../../platform/background.ts";
import { createContext } from "../../../platform/context.ts";
import { registerErrorHandler, sendNotFound } from "../../../platform/error-handler.ts";
import { registerInputGuards } from "../../../platform/input-guards.ts";
import { createMemoryMailer } from "../../../platform/mailer.ts";
import { createTokenService } from "../../../platform/tokens.ts";
import { roomyWriteRules, testJobPollSeconds, testJwtSecret } from "../../../test/test-app.ts";
import { openTestDatabase, type TestDatabase } from "../../../test/test-db.ts";
import { authStateLoader } from "../../auth/auth.module.ts";
import { createAuthRepository } from "../../auth/auth.repository.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { paymentsModule } from "./payments.module.ts";
import { paystackWebhookPath } from "./payments.routes.ts";
import type { OnPaid } from "./payments.ts";
import { paystackSignature } from "./paystack-signature.ts";

export const testSecretKey = "sk_test_payments_kit";

/**
 * An app of the platform with only payments in it: the advertising module (which normally gives payments `onPaid`
 * and `loadAd`) is stood in for by a recorder that flips `payment_status` as it would, and asks for a refund when the
 * campaign was rejected meanwhile. Campaigns and students are written straight into the database.
 */
export async function paymentsKit(opts: {
  paystack?: { baseUrl: string; secretKey?: string };
  provider?: PaymentProvider;
  /** Another instance on this database (PostgreSQL: with a pool of its own). */
  database?: TestDatabase;
}) {
  const database = opts.database ?? (await openTestDatabase());
  const db = database.db;
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuards(app);
  const background = createBackgroundTasks(pino({ level: "silent" }));
  const paystack = opts.paystack
    ? { secretKey: opts.paystack.secretKey ?? testSecretKey, ...opts.paystack }
    : undefined;
  const ctx = createContext(
    app,
    {
      db,
      mailer: createMemoryMailer(),
      jwtSecret: testJwtSecret,
      publicUrl: "http://forum.test",
      background,
      paystack,
      writeRules: roomyWriteRules,
      jobPollSeconds: testJobPollSeconds,
      jobsOnListen: false,
    },
    authStateLoader(db),
  );
  /** Every call of onPaid, in order: a payment applied twice would show twice. */
  const paidCalls: number[] = [];
  const onPaid: OnPaid = async (tx, adId) => {
    paidCalls.push(adId);
    const [ad] = await tx
      .update(advertisements)
      .set({ paymentStatus: "paid" })
      .where(eq(advertisements.id, adId))
      .returning({ status: advertisements.status });
    return { refundAfterCommit: ad?.status === "rejected" };
  };
  const payments = paymentsModule(app, ctx, {
    onPaid,
    loadAd: (id, viewer) => loadAd(db, id, viewer),
    provider: opts.provider,
  });
  app.setNotFoundHandler(sendNotFound);
  await app.ready();

  async function student(email: string) {
    const [row] = await db.insert(users).values({ email, emailVerifiedAt: new Date() }).returning({ id: users.id });
    const state = await createAuthRepository(db).findAuthState(row!.id);
    const issued = await createTokenService(testJwtSecret).issue({ ...state!, tokenVersion: state!.tokenVersion });
    return { id: row!.id, email, token: issued.access_token };
  }

  async function campaign(ownerId: number, values: { budget?: number; status?: "pending" | "rejected" } = {}) {
    const [row] = await db
      .insert(advertisements)
      .values({
        userId: ownerId,
        businessName: "Mama Put",
        caption: "Jollof by the hostel gate",
        adUrl: "https://example.com/mama-put",
        budget: values.budget ?? 5_000,
        startDate: "2031-01-05",
        duration: 10,
        status: values.status ?? "pending",
        paymentStatus: "unpaid",
      })
      .returning({ id: advertisements.id });
    return row!.id;
  }

  const state = async (adId: number) => {
    const [ad] = await db.select().from(advertisements).where(eq(advertisements.id, adId));
    const rows = await db.select().from(adPayments).where(eq(adPayments.advertisementId, adId));
    return { ad: ad!, payments: rows };
  };
  const reject = (adId: number) =>
    db.update(advertisements).set({ status: "rejected" }).where(eq(advertisements.id, adId));
  /** The refund's retry jobs in pg-boss's table (one per claim, by its singleton key). */
  const refundJobs = async (paymentId: number) => {
    const result = await db.execute(
      sql`select state, start_after from pgboss.job where name = 'ad-refund' and singleton_key = ${`refund-${paymentId}`}`,
    );
    return (result as unknown as { rows: { state: string; start_after: Date }[] }).rows;
  };

  /** A campaign with a checkout started: its reference, as Paystack knows it. */
  async function checkedOut(owner: { id: number; email: string }, budget = 5_000) {
    const adId = await campaign(owner.id, { budget });
    const url = await payments.checkout({ id: adId, budget, email: owner.email });
    return { adId, url, reference: decodeURIComponent(url.split("/checkout/")[1]!) };
  }
  /** Paystack's webhook call; signed with the key unless `signature` is given (null: no header). */
  const webhook = (body: string, signature?: string | null) =>
    app.inject({
      method: "POST",
      url: paystackWebhookPath,
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "x-paystack-signature": signature ?? paystackSignature(testSecretKey, body) }),
      },
      payload: body,
    });
  /** The return page's check. */
  const verify = (reference: string, token?: string) =>
    app.inject({
      method: "POST",
      url: "/forum/api/v1/payments/paystack/verify",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { reference },
    });

  return {
    app,
    ctx,
    checkedOut,
    webhook,
    verify,
    db,
    database,
    payments,
    paidCalls,
    student,
    campaign,
    state,
    reject,
    refundJobs,
    settled: () => background.idle(),
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}
export type PaymentsKit = Awaited<ReturnType<typeof paymentsKit>>;

/** A `charge.success` event as Paystack sends it (its amount is never what we trust). */
export const chargeSuccess = (reference: string, amount = 1) =>
  JSON.stringify({ event: "charge.success", data: { reference, amount, currency: "NGN", status: "success" } });

/** The Ad of a campaign, enough for the verify answer's schema (the advertising module's presenter does it for real). */
async function loadAd(db: Db, id: number, viewerId: number): Promise<Ad | null> {
  const [a] = await db.select().from(advertisements).where(eq(advertisements.id, id));
  if (!a || a.userId !== viewerId) return null;
  return {
    id: a.id,
    business_name: a.businessName,
    caption: a.caption,
    adUrl: a.adUrl,
    budget: a.budget,
    start_date: a.startDate,
    duration: a.duration,
    image: a.image,
    status: a.status,
    payment_status: a.paymentStatus,
    impression: a.impressions,
    clicks: a.clicks,
    cpc: null,
    ctr: null,
    amount_spent: 0,
    user_id: a.userId,
    created_at: a.createdAt.toISOString(),
    approved_at: null,
    live_at: null,
    ends_at: null,
    reject_reason: a.rejectReason,
    refund_status: a.refundStatus,
  };
}
