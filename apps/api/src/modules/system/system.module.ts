import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { systemRoutes } from "./system.routes.ts";

/** Health and the web app's run-time config. */
export async function systemModule(app: FastifyInstance, ctx: AppContext) {
  await app.register(systemRoutes, {
    prefix: "/forum/api/v1",
    db: ctx.db,
    googleClientId: ctx.deps.google?.clientId ?? null,
    publicUrl: ctx.deps.publicUrl,
  });
}
