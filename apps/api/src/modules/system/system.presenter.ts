import type { ClientConfig } from "@forum/contract";

/** What the web app needs at run time: Google sign-in's client id (null when off) and the public origin. */
export const toClientConfig = (c: { googleClientId: string | null; publicUrl: string }): ClientConfig => ({
  google_client_id: c.googleClientId,
  public_url: c.publicUrl,
});
