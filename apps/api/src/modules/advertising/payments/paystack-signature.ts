import { createHmac, timingSafeEqual } from "node:crypto";

/** Paystack signs a webhook's raw body: HMAC-SHA512 keyed with the secret key, hex, in `x-paystack-signature`. */
export const paystackSignature = (secretKey: string, body: Buffer | string) =>
  createHmac("sha512", secretKey).update(body).digest("hex");

/** True when `header` is the body's signature; compared in constant time (lengths first: timingSafeEqual needs them equal). */
export function isPaystackSigned(secretKey: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== "string") return false;
  const expected = Buffer.from(paystackSignature(secretKey, body), "utf8");
  const given = Buffer.from(header.trim().toLowerCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
