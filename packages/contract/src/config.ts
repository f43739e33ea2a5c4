import { z } from "zod";

/** `GET /forum/api/v1/config`: what the web app needs to know at run time (not in the specs; ours). */
export const clientConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  public_url: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
