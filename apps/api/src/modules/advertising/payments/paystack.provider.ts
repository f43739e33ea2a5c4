import { z } from "zod";
import { type PaymentProvider, providerUnavailable } from "./payment-provider.ts";

/** Longer than Paystack takes on a good day, short enough that a student waiting on a checkout is not left hanging. */
const TIMEOUT_MS = 10_000;

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });
const initialized = envelope(z.object({ authorization_url: z.url({ protocol: /^https?$/ }) }));
const transaction = envelope(
  z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
);
const refunds = envelope(z.array(z.object({ amount: z.number(), status: z.string() })));

/**
 * Paystack's REST API over `fetch` (https://paystack.com/docs/api): Bearer secret key, JSON, amounts in kobo. A
 * network error, a timeout, a 5xx or an answer of another shape is `providerUnavailable()`; so is a 4xx, which means
 * our request was wrong (a duplicate reference), except verify's "not found", which is a transaction never paid.
 */
export function createPaystackProvider(config: { secretKey: string; baseUrl: string; timeoutMs?: number }) {
  async function call<T extends z.ZodType>(method: string, path: string, schema: T, body?: object) {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (err) {
      throw Object.assign(providerUnavailable(), { cause: err });
    }
    const json: unknown = await res.json().catch(() => null);
    if (method === "GET" && path.startsWith("/transaction/verify/") && (res.status === 400 || res.status === 404))
      return null;
    const parsed = schema.safeParse(json);
    if (!res.ok || !parsed.success) throw Object.assign(providerUnavailable(), { cause: { status: res.status, json } });
    return parsed.data as z.infer<T>;
  }

  const provider: PaymentProvider = {
    name: "paystack",
    async initialize(reference, amountKobo, email, callbackUrl, metadata) {
      const body = { reference, amount: amountKobo, currency: "NGN", email, callback_url: callbackUrl, metadata };
      const answer = await call("POST", "/transaction/initialize", initialized, body);
      if (!answer) throw providerUnavailable();
      return answer.data.authorization_url;
    },
    async verify(reference) {
      const answer = await call("GET", `/transaction/verify/${encodeURIComponent(reference)}`, transaction);
      if (!answer) return { status: "not_found", amountKobo: 0, currency: "", reference, transactionId: "" };
      const t = answer.data;
      return {
        status: t.status,
        amountKobo: t.amount,
        currency: t.currency,
        reference: t.reference,
        transactionId: String(t.id),
      };
    },
    async refund(transactionId, amountKobo) {
      await call("POST", "/refund", envelope(z.unknown()), { transaction: transactionId, amount: amountKobo });
    },
    async refundedKobo(transactionId) {
      const answer = await call("GET", `/refund?transaction=${encodeURIComponent(transactionId)}`, refunds);
      // A failed refund returned nothing; pending and processed ones are on their way to the payer.
      return (answer?.data ?? []).filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
    },
  };
  return provider;
}
