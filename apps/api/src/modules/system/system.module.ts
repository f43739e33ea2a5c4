import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createSystemRepository } from "./system.repository.ts";
import { systemRoutes } from "./system.routes.ts";
import { createSystemService } from "./system.service.ts";

/** Health and the web app's run-time config. */
export function systemModule(app: FastifyInstance, ctx: AppContext) {
  const service = createSystemService({
    repo: createSystemRepository(ctx.db),
    googleClientId: ctx.deps.google?.clientId ?? null,
    publicUrl: ctx.deps.publicUrl,
    // The payments module requires payment exactly when Paystack is configured (payments.module.ts).
    paymentsRequired: ctx.deps.paystack !== undefined,
  });
  systemRoutes(app, { service });
}
