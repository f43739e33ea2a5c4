import { clientConfigSchema, dataEnvelope, errorBodySchema } from "@forum/contract";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";

/**
 * Forum base: health with a database round trip (503 with Retry-After while the database cannot be reached, by the
 * error handler), and the run-time config the web app needs.
 */
export const systemRoutes: FastifyPluginAsyncZod<{ db: Db; googleClientId: string | null; publicUrl: string }> = async (
  app,
  opts,
) => {
  app.get(
    "/health",
    { schema: { tags: ["system"], response: { 200: z.object({ status: z.literal("ok") }), 503: errorBodySchema } } },
    async () => {
      await opts.db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  );
  app.get(
    "/config",
    { schema: { tags: ["system"], response: { 200: dataEnvelope(clientConfigSchema) } } },
    async () => ({
      data: { google_client_id: opts.googleClientId, public_url: opts.publicUrl },
    }),
  );
};
