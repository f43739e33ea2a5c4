import { randomInt } from "node:crypto";

/**
 * Every journey reaches the server from 127.0.0.1, but the forum limits sign-ups, logins and code checks per client
 * address (20 or 100 a minute): two journey files at once, on a fast machine, went past that and were refused, as a
 * whole campus behind one address would be. Real students come from many addresses, so the e2e server trusts
 * X-Forwarded-For (TRUST_PROXY, global-setup.ts) and each journey file and each browser session sends its own
 * address, from the range kept for benchmarks (RFC 2544). The limits themselves are tested in the API tests.
 */
export function clientAddress(): string {
  return `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The header a browser context or a direct call sends to come from `address`. */
export const fromAddress = (address: string) => ({ "x-forwarded-for": address });
