import { advertisingApi, apiBases, errorBodySchema, errorCodes, type paymentVerified } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BackgroundTasks } from "../../../platform/background.ts";
import { mounter } from "../../../platform/endpoints.ts";
import { AppError } from "../../../platform/errors.ts";
import { isPaystackSigned } from "./paystack-signature.ts";

/** Paystack's events are a few KB; anything near this is not one. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
export const paystackWebhookPath = `${apiBases.forum}/payments/paystack/webhook`;
export const badSignature = "The webhook's signature is missing or wrong.";

const chargeSuccess = z.object({
  event: z.literal("charge.success"),
  data: z.object({ reference: z.string().min(1).max(100) }),
});

/**
 * What the OpenAPI document says of the webhook. Never used to validate: the route reads the raw bytes (the signature
 * covers them) and then only `event` and `data.reference`; the payment itself is checked with Paystack's verify.
 */
const webhookDoc = {
  tags: ["payments"],
  summary: "Paystack's webhook (called by Paystack, not by the web app)",
  operationId: "paymentsPaystackWebhook",
  description:
    "Paystack's signed event. The body is read as raw bytes, whose hex HMAC-SHA512 with the secret key must be " +
    "`x-paystack-signature` (else 401). A signed body is answered 200 at once; `charge.success` is then applied " +
    "after Paystack's verify confirms it (status, amount, currency and reference; the event's own fields are never " +
    "trusted). Other events, unknown references and bodies that are not JSON are ignored. At most 64 KB (413).",
  security: [],
  headers: z.object({
    "x-paystack-signature": z.string().describe("Hex HMAC-SHA512 of the raw body, keyed with PAYSTACK_SECRET_KEY."),
  }),
  body: z.looseObject({
    event: z.string().describe("`charge.success` is applied; any other event is ignored."),
    data: z.looseObject({
      id: z.number().int().describe("Paystack's transaction id."),
      reference: z.string().max(100).describe("Our checkout's reference, `ad-{campaign}-{16 hex}`."),
      amount: z.number().int().describe("In kobo (as Paystack's verify says it, not as the event says)."),
      currency: z.string(),
      status: z.string(),
    }),
  }),
  response: {
    200: z.object({ message: z.literal("Received") }).describe("A signed body, taken (whatever its event)."),
    401: errorBodySchema.describe("The signature is missing or wrong."),
    413: errorBodySchema.describe("The body is larger than 64 KB."),
  },
};
/** The schema above documents; nothing is validated against it (the body stays a Buffer for the signature). */
const documentOnly = () => () => true;

/** The return page's check, signed in (the contract's call). */
export function paymentsRoutes(
  app: FastifyInstance,
  verify: (reference: string, userId: number) => Promise<z.infer<typeof paymentVerified>>,
) {
  const on = mounter(app, "payments");
  on(advertisingApi.verifyPayment, ({ body, user }) => verify(body.reference, user.id));
}

/**
 * Paystack's webhook: not a contract call (its body is Paystack's, and the signature covers the raw bytes), so it has
 * a plugin scope of its own where the body stays a Buffer, within WEBHOOK_BODY_LIMIT. A signed `charge.success` is
 * answered 200 at once and applied in the background (apply re-verifies with Paystack); other events are ignored.
 * Its schema only documents it in the OpenAPI document (`documentOnly`: no validation).
 */
export function paystackWebhookRoute(
  app: FastifyInstance,
  d: { secretKey: string; background: BackgroundTasks; apply: (reference: string) => Promise<unknown> },
) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      paystackWebhookPath,
      { bodyLimit: WEBHOOK_BODY_LIMIT, schema: webhookDoc, validatorCompiler: documentOnly },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!isPaystackSigned(d.secretKey, body, request.headers["x-paystack-signature"]))
          throw new AppError(errorCodes.unauthenticated, badSignature, 401);
        const event = chargeSuccess.safeParse(parseJson(body));
        if (event.success) {
          const { reference } = event.data.data;
          d.background.run("paystack webhook", () => d.apply(reference));
        }
        return reply.status(200).send({ message: "Received" });
      },
    );
  });
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
}
