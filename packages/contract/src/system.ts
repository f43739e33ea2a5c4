import { z } from "zod";
import { bind, operations } from "./endpoints/bind.ts";
import { system } from "./endpoints/system.ts";
import { dataEnvelope } from "./envelopes.ts";

/** `GET /forum/api/v1/health`: ok once the database answered (503 from the error handler while it cannot). */
export const healthResponse = z.object({ status: z.literal("ok") });

/** `GET /forum/api/v1/config`: what the web app needs to know at run time (not in the specs; ours). */
export const clientConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  public_url: z.string(),
  /** Ad campaigns are paid for (PAYSTACK_SECRET_KEY set); false: they need no payment (API.md "Payment"). */
  payments_required: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
export const clientConfigResponse = dataEnvelope(clientConfigSchema);

/** The system calls with their schemas. */
export const systemApi = operations("system", {
  health: bind(system.health, "Health: a database round trip", { response: healthResponse }),
  config: bind(system.config, "The forum's public settings", { response: clientConfigResponse }),
});
