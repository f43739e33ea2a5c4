import { adMessages } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../platform/context.ts";
import { refused } from "../../../platform/errors.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createPaymentsRepository } from "./payments.repository.ts";
import { paymentsRoutes, paystackWebhookRoute } from "./payments.routes.ts";
import { createPaymentsService } from "./payments.service.ts";
import type { LoadAd, OnPaid, Payments } from "./payments.ts";
import { createPaystackProvider } from "./paystack.provider.ts";

/**
 * Payments (API.md "Payment"): the provider chosen from the environment (Paystack when PAYSTACK_SECRET_KEY is set),
 * its webhook and the return page's check. Without a provider, payment is not required and the webhook is not there.
 * `provider` replaces Paystack's client (tests make it fail).
 */
export function paymentsModule(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { onPaid: OnPaid; loadAd: LoadAd; provider?: PaymentProvider },
): Payments {
  const paystack = ctx.deps.paystack;
  if (!paystack) {
    paymentsRoutes(app, async () => {
      throw refused(adMessages.paymentsOff);
    });
    return {
      required: false,
      checkout: async () => {
        throw refused(adMessages.paymentsOff);
      },
      refund: async () => {},
    };
  }
  const service = createPaymentsService({
    repo: createPaymentsRepository(ctx.db),
    provider: deps.provider ?? createPaystackProvider(paystack),
    jobs: ctx.jobs,
    log: ctx.log,
    onPaid: deps.onPaid,
    loadAd: deps.loadAd,
    callbackUrl: `${ctx.urls.publicUrl}/forum/advertise?payment=paystack`,
  });
  paymentsRoutes(app, service.verifyForOwner);
  paystackWebhookRoute(app, {
    secretKey: paystack.secretKey,
    background: ctx.background,
    apply: service.applyFromWebhook,
  });
  return { required: true, checkout: service.checkout, refund: service.refund };
}
