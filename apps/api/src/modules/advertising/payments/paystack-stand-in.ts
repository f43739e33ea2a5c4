import http from "node:http";
import type { AddressInfo } from "node:net";
import { paystackSignature } from "./paystack-signature.ts";

export type StandInTransaction = {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  metadata: unknown;
  status: "pending" | "success" | "abandoned";
  paidAt: string | null;
};
export type StandInRefund = { id: number; transaction: number; amount: number; status: "processed" };
/** An API call as the stand-in received it (tests count what was asked, answered or refused). */
export type StandInCall = { method: string; path: string; body: Record<string, unknown> };
/** What verify answers instead of the truth (a test of our checks). */
export type StandInLie = Partial<{ amount: number; currency: string; status: string; reference: string }>;

/**
 * A local stand-in for Paystack's API (tests, e2e and local development; `npm run paystack:stand-in`): the calls
 * payments makes, Paystack's envelopes and errors, and a checkout page whose Pay button marks the transaction paid,
 * sends the signed `charge.success` webhook, and returns the payer to the callback as Paystack does. In memory.
 */
export async function startPaystackStandIn(opts: { secretKey: string; webhookUrl?: string; port?: number }) {
  const transactions = new Map<string, StandInTransaction>();
  const refunds: StandInRefund[] = [];
  const webhooks: { status: number | null }[] = [];
  const calls: StandInCall[] = [];
  let nextId = 4_000_000_001;
  let lie: StandInLie | null = null;
  let failure: "500" | "timeout" | null = null;
  let url = "";
  let webhookUrl = opts.webhookUrl;

  const byIdOrReference = (key: string) =>
    transactions.get(key) ?? [...transactions.values()].find((t) => String(t.id) === key);
  const refunded = (t: StandInTransaction) =>
    refunds.filter((r) => r.transaction === t.id).reduce((sum, r) => sum + r.amount, 0);
  const back = (t: StandInTransaction) => {
    const target = new URL(t.callbackUrl);
    target.searchParams.set("trxref", t.reference);
    target.searchParams.set("reference", t.reference);
    return target.toString();
  };

  /** Marks a transaction paid and sends its signed webhook (awaited; a webhook that fails is recorded, not thrown). */
  async function pay(reference: string) {
    const t = transactions.get(reference);
    if (!t) throw new Error(`stand-in: no transaction ${reference}`);
    t.status = "success";
    t.paidAt = new Date().toISOString();
    if (webhookUrl) await sendWebhook({ event: "charge.success", data: present(t) });
  }

  async function sendWebhook(event: unknown, signature?: string) {
    const body = JSON.stringify(event);
    const status = await fetch(webhookUrl ?? "", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-paystack-signature": signature ?? paystackSignature(opts.secretKey, body),
      },
      body,
      signal: AbortSignal.timeout(5_000),
    }).then(
      (res) => res.status,
      () => null,
    );
    webhooks.push({ status });
    return status;
  }

  const present = (t: StandInTransaction) => ({
    id: t.id,
    domain: "test",
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    paid_at: t.paidAt,
    metadata: t.metadata,
    customer: { email: t.email },
  });

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Record<string, unknown>) {
    // The latest calls only: the stand-in also runs for days in local development.
    if (calls.length >= 1_000) calls.shift();
    calls.push({ method: req.method ?? "", path, body });
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`)
      return json(res, 401, { status: false, message: "Invalid key" });
    if (failure === "timeout") return; // never answers: the client's timeout must fire
    if (failure === "500") return json(res, 500, { status: false, message: "An error occurred" });
    if (req.method === "POST" && path === "/transaction/initialize") {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return json(res, 400, { status: false, message: "Invalid Amount Sent" });
      if (typeof body.email !== "string" || !body.email.includes("@"))
        return json(res, 400, { status: false, message: "Invalid Email Address Passed" });
      const reference = typeof body.reference === "string" ? body.reference : `T${nextId}`;
      if (transactions.has(reference))
        return json(res, 400, { status: false, message: "Duplicate Transaction Reference" });
      transactions.set(reference, {
        id: nextId++,
        reference,
        amount,
        currency: typeof body.currency === "string" ? body.currency : "NGN",
        email: body.email,
        callbackUrl: typeof body.callback_url === "string" ? body.callback_url : `${url}/`,
        metadata: body.metadata ?? null,
        status: "pending",
        paidAt: null,
      });
      const data = {
        authorization_url: `${url}/checkout/${encodeURIComponent(reference)}`,
        access_code: reference,
        reference,
      };
      return json(res, 200, { status: true, message: "Authorization URL created", data });
    }
    const verify = path.match(/^\/transaction\/verify\/([^/]+)$/);
    if (req.method === "GET" && verify) {
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (!t) return json(res, 400, { status: false, message: "Transaction reference not found" });
      return json(res, 200, { status: true, message: "Verification successful", data: { ...present(t), ...lie } });
    }
    if (req.method === "POST" && path === "/refund") {
      const t = byIdOrReference(String(body.transaction ?? ""));
      if (t?.status !== "success") return json(res, 404, { status: false, message: "Transaction not found" });
      const amount = body.amount === undefined ? t.amount - refunded(t) : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > t.amount - refunded(t))
        return json(res, 400, { status: false, message: "Refund amount cannot be more than the transaction amount" });
      const refund: StandInRefund = { id: refunds.length + 1, transaction: t.id, amount, status: "processed" };
      refunds.push(refund);
      return json(res, 200, { status: true, message: "Refund has been queued for processing", data: refund });
    }
    if (req.method === "GET" && path === "/refund") {
      const t = byIdOrReference(new URL(req.url ?? "", url).searchParams.get("transaction") ?? "");
      return json(res, 200, {
        status: true,
        message: "Refunds retrieved",
        data: refunds.filter((r) => r.transaction === t?.id),
      });
    }
    return json(res, 404, { status: false, message: "Not found" });
  }

  async function checkout(req: http.IncomingMessage, res: http.ServerResponse, reference: string, action?: string) {
    const t = transactions.get(reference);
    if (!t) return html(res, 404, page("Payment not found", "<p>This payment does not exist.</p>"));
    if (req.method === "POST" && action === "pay") {
      if (t.status !== "success") await pay(reference);
      return redirect(res, back(t));
    }
    if (req.method === "GET" && action === "cancel") {
      if (t.status === "pending") t.status = "abandoned";
      return redirect(res, back(t));
    }
    const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(t.amount / 100);
    const form = `<p>Pay <strong>${escapeHtml(naira)}</strong> to the forum (${escapeHtml(t.email)}).</p>
<form method="post" action="/checkout/${encodeURIComponent(reference)}/pay"><button type="submit">Pay</button></form>
<p><a href="/checkout/${encodeURIComponent(reference)}/cancel">Cancel</a></p>`;
    return html(res, 200, page("Paystack stand-in checkout", form));
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const route = path.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/);
      const work = route
        ? checkout(req, res, decodeURIComponent(route[1]!), route[2])
        : api(req, res, path, parseObject(raw));
      work.catch(() => json(res, 500, { status: false, message: "stand-in error" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey: opts.secretKey,
    transactions,
    refunds,
    /** Webhooks sent, with the status our server answered (null: it did not answer). */
    webhooks,
    /** Every API call received, answered or not. */
    calls,
    pay,
    /** Sends any event, signed with the key unless `signature` is given. */
    sendWebhook,
    /** Where the Pay button's webhook goes from now on (a forum started after the stand-in). */
    setWebhookUrl: (to: string | undefined) => {
      webhookUrl = to;
    },
    /** Verify answers these fields instead of the truth until reset with null. */
    lie: (fields: StandInLie | null) => {
      lie = fields;
    },
    /** Every API call fails (500) or never answers, until reset with null. */
    fail: (mode: "500" | "timeout" | null) => {
      failure = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PaystackStandIn = Awaited<ReturnType<typeof startPaystackStandIn>>;

function parseObject(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const html = (res: http.ServerResponse, status: number, body: string) =>
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
const redirect = (res: http.ServerResponse, to: string) => res.writeHead(302, { location: to }).end();
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
