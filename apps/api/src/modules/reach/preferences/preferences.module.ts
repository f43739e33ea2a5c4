import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../platform/context.ts";
import { createPreferencesRepository } from "./preferences.repository.ts";
import { preferencesRoutes } from "./preferences.routes.ts";
import { createPreferencesService } from "./preferences.service.ts";

/** Which notification types reach a student by push and by e-mail, and their digest (API.md "Reach"). */
export function preferencesModule(app: FastifyInstance, ctx: AppContext) {
  preferencesRoutes(app, createPreferencesService(createPreferencesRepository(ctx.db)));
}
