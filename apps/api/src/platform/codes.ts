import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A code of `length` random digits (leading zeros kept). */
export const generateCode = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, "0");

/** Codes are short, so they are stored keyed to the user and purpose under a server secret, never in clear. */
export const hashCode = (secret: string, scope: string, code: string) =>
  createHmac("sha256", secret).update(`${scope}:${code}`).digest("base64url");

export const randomToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
