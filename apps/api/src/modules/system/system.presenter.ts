import type { ClientConfig } from "@forum/contract";

/**
 * What the web app needs at run time: Google sign-in's client id (null when off), the public origin, and whether ad
 * campaigns are paid for (the ad form says so before the student submits).
 */
export const toClientConfig = (c: {
  googleClientId: string | null;
  publicUrl: string;
  paymentsRequired: boolean;
}): ClientConfig => ({
  google_client_id: c.googleClientId,
  public_url: c.publicUrl,
  payments_required: c.paymentsRequired,
});
