import { reachApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import type { PreferencesService } from "./preferences.service.ts";

/** Forum base, signed in: the caller's push, e-mail and digest choices (a PUT is paced as every write). */
export function preferencesRoutes(app: FastifyInstance, service: PreferencesService) {
  const on = mounter(app, "reach");
  on(reachApi.preferences, ({ user }) => service.get(user.id));
  on(reachApi.setPreferences, ({ user, body }) => service.set(user.id, body));
}
