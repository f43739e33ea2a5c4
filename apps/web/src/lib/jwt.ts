import type { TokenClaims } from "@forum/contract";

/** Reads a JWT's payload without verifying it: the server verifies, we only need the claims to show who is in. */
export function decodeJwt(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    // atob yields Latin-1; the detour through bytes keeps non-ASCII claims (names, e-mails) intact.
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === "object" ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
