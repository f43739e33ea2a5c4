import { adsApi, apiBases, errorCodes, type paymentVerified } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BackgroundTasks } from "../../platform/background.ts";
import { mounter } from "../../platform/endpoints.ts";
import { AppError } from "../../platform/errors.ts";
import { isPaystackSigned } from "./paystack-signature.ts";

/** Paystack's events are a few KB; anything near this is not one. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
export const paystackWebhookPath = `${apiBases.forum}/payments/paystack/webhook`;
export const badSignature = "The webhook's signature is missing or wrong.";

const chargeSuccess = z.object({
  event: z.literal("charge.success"),
  data: z.object({ reference: z.string().min(1).max(100) }),
});

/** The return page's check, signed in (the contract's call). */
export function paymentsRoutes(
  app: FastifyInstance,
  verify: (reference: string, userId: number) => Promise<z.infer<typeof paymentVerified>>,
) {
  const on = mounter(app, "payments");
  on(adsApi.verifyPayment, ({ body, user }) => verify(body.reference, user.id));
}

/**
 * Paystack's webhook: not a contract call (its body is Paystack's, and the signature covers the raw bytes), so it has
 * a plugin scope of its own where the body stays a Buffer, within WEBHOOK_BODY_LIMIT. A signed `charge.success` is
 * answered 200 at once and applied in the background (apply re-verifies with Paystack); other events are ignored.
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
      { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { hide: true } },
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
