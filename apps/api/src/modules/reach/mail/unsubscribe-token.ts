import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { type ReachType, reachTypes } from "@forum/contract";

/**
 * What one unsubscribe link turns off: the digest, one type's e-mail, or (`email`, a mail listing several types)
 * the e-mail of every type.
 */
export type UnsubscribeScope = "digest" | "email" | ReachType;
export type UnsubscribeClaim = { userId: number; scope: UnsubscribeScope };

const scopes = new Set<string>(["digest", "email", ...reachTypes]);
/** A token is `{base64url(userId:scope)}.{base64url(HMAC-SHA256)}`: well under 100 characters. */
const MAX_TOKEN = 128;

/**
 * Unsubscribe links work without signing in, so the token itself proves it came from us: an HMAC with a key of its
 * own, derived from the token secret (HKDF, label "unsubscribe"), so it can never be mistaken for a session token.
 * Tokens do not expire: a mail read months later must still unsubscribe (RFC 8058 asks links to keep working).
 */
export function createUnsubscribeTokens(jwtSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", jwtSecret, Buffer.alloc(0), "unsubscribe", 32));
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    sign({ userId, scope }: UnsubscribeClaim): string {
      const payload = Buffer.from(`${userId}:${scope}`).toString("base64url");
      return `${payload}.${mac(payload).toString("base64url")}`;
    },
    /** The claim of a genuine token; null for anything else (forged, cut short, too long, unknown scope). */
    verify(token: string): UnsubscribeClaim | null {
      if (token.length > MAX_TOKEN) return null;
      const [payload, signature, ...rest] = token.split(".");
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const match = /^([1-9]\d{0,9}):([a-z]+)$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
      if (!match || !scopes.has(match[2]!)) return null;
      const userId = Number(match[1]);
      return userId <= 2 ** 31 - 1 ? { userId, scope: match[2] as UnsubscribeScope } : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
