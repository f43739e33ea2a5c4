import type { AccessTokenData } from "@forum/contract";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { unauthenticated } from "./errors.ts";

/** Students stay signed in on their phones for a week; logout and password reset revoke earlier. */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Tokens whose signature was checked lately, by their exact text. A signed-in student sends the same token with every
 * call, and checking its signature (WebCrypto's HMAC, a job in the thread pool) cost about 8% of a signed-in feed
 * request's CPU. Only the signature check is skipped: expiry is checked again on every call, and revocation (token
 * version, suspension) is the auth guard's, after this. Bounded: past it, the oldest half goes.
 */
const VERIFIED_MAX = 10_000;

export type TokenSubject = { id: number; email: string; tokenVersion: number };
/** `expiresAt` in epoch milliseconds: a live socket is closed when its token runs out. */
export type VerifiedClaims = { userId: number; version: number; expiresAt: number };

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, VerifiedClaims>();
  function remember(token: string, claims: VerifiedClaims) {
    if (verified.size >= VERIFIED_MAX) {
      let drop = VERIFIED_MAX / 2;
      for (const old of verified.keys()) {
        verified.delete(old);
        if (--drop === 0) break;
      }
    }
    verified.set(token, claims);
  }

  return {
    async issue(user: TokenSubject): Promise<AccessTokenData> {
      const access_token = await new SignJWT({ user_id: user.id, email: user.email, ver: user.tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
      return { access_token, token_type: "Bearer", expires_in: ACCESS_TOKEN_TTL_SECONDS };
    },
    /** Throws a 401 for anything but a well-formed, unexpired token signed by us. */
    async verify(token: string): Promise<VerifiedClaims> {
      const known = verified.get(token);
      // jose's own rule: expired once the current second reaches `exp`.
      if (known && Date.now() < known.expiresAt) return known;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const userId = Number(payload.user_id);
        const version = Number(payload.ver);
        if (!Number.isInteger(userId) || !Number.isInteger(version)) throw unauthenticated();
        const claims = { userId, version, expiresAt: (payload.exp ?? 0) * 1000 };
        remember(token, claims);
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof Error) throw unauthenticated();
        throw err;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
