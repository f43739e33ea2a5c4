import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";

export type GoogleIdentity = { sub: string; email: string; givenName?: string; familyName?: string };
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

/** Verifies a Google `id_token` (signature by Google's keys, issuer, audience, verified e-mail). */
export function createGoogleVerifier(clientId: string, keys: JWTVerifyGetKey | string): GoogleVerifier {
  const keySet = typeof keys === "string" ? createRemoteJWKSet(new URL(keys)) : keys;
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keySet, {
        issuer: ["accounts.google.com", "https://accounts.google.com"],
        audience: clientId,
      });
      if (typeof payload.sub !== "string" || typeof payload.email !== "string" || payload.email_verified !== true) {
        return null;
      }
      return {
        sub: payload.sub,
        email: payload.email.trim().toLowerCase(),
        givenName: typeof payload.given_name === "string" ? payload.given_name : undefined,
        familyName: typeof payload.family_name === "string" ? payload.family_name : undefined,
      };
    } catch {
      return null;
    }
  };
}
