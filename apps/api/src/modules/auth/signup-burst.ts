import { isIPv4, isIPv6 } from "node:net";
import { hashCode } from "../../platform/codes.ts";

/**
 * Accounts made from one address within this many minutes of the first of them are one sign-up burst: their reports
 * count once toward hiding a post (issue 23: five fresh accounts hid any post). Counted from the burst's first
 * account, not chained from the last, so a campus sharing one address does not become one reporter for ever: at most
 * an hour of its sign-ups count together.
 */
export const signupBurst = { windowMinutes: 60 } as const;

/**
 * The part of an address one person controls: an IPv4 address, or the /64 of an IPv6 one (a home or phone gets a
 * whole /64, so counting single IPv6 addresses would let one device sign up from as many "addresses" as it likes).
 */
export function addressBlock(ip: string): string {
  const plain = ip.replace(/%.*$/, ""); // an IPv6 zone names the local interface, not the peer
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(plain)) return plain;
  const [head = "", tail] = plain.split("::");
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/** The stored key of a sign-up address: an HMAC under the server secret, so the database never holds the address. */
export const signupAddressKey = (secret: string, ip: string) => hashCode(secret, "signup-address", addressBlock(ip));
