import { systemApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { SystemService } from "./system.service.ts";

/**
 * Forum base: health (503 with Retry-After while the database cannot be reached, by the error handler), and the
 * run-time config the web app needs.
 */
export function systemRoutes(app: FastifyInstance, { service }: { service: SystemService }) {
  const on = mounter(app, "system");
  on(systemApi.health, () => service.health());
  on(systemApi.config, () => service.config());
}
