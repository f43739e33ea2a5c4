import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import type { OnPaid, Payments } from "./payments.ts";

/**
 * Payments (API.md "Payment"): the provider chosen from the environment, the webhook and the return page's check.
 * Until a provider is wired, payment is not required.
 */
export function paymentsModule(_app: FastifyInstance, _ctx: AppContext, _deps: { onPaid: OnPaid }): Payments {
  return {
    required: false,
    checkout: async () => {
      throw new Error("payment is not required");
    },
    refund: async () => {},
  };
}
