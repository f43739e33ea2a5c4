import { BlockList, isIP } from "node:net";

/**
 * Addresses the server never posts to (SSRF): private, loopback, link-local, unique-local, CGNAT, multicast,
 * unspecified, documentation and reserved ranges, and IPv6 forms that carry an IPv4 address (mapped, compatible,
 * NAT64, 6to4), which could smuggle any of the above.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
/**
 * IPv6 only. Kept apart: Node checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d), so the mapped and
 * compatible ranges in the first list would block every IPv4 address.
 */
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ["::", 96],
  ["::ffff:0:0", 96],
] as const) {
  blockedV6.addSubnet(net, prefix, "ipv6");
}
for (const [net, prefix] of [
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

/** An IP address (v4 or v6, without brackets) the server must not post to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return blocked.check(address, "ipv4");
  return blocked.check(address, "ipv6") || blockedV6.check(address, "ipv6");
}

/** Names that only ever mean this machine or a private network. */
const localName = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/** The origins of PUSH_ALLOWED_ORIGINS, normalised as URL.origin writes them; invalid ones are left out. */
export function originsOf(list: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of list) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // env.ts refuses invalid origins at start; tests pass theirs already checked.
    }
  }
  return origins;
}

/**
 * Whether the server may post to this endpoint: an `https://` URL on port 443 of a public host (no IP literal in a
 * private range, whatever form WHATWG URL normalised it from: `https://2130706433/` is 127.0.0.1), without
 * credentials; or any URL on an allowed origin (a local push service in tests).
 */
export function checkPushEndpoint(endpoint: string, allowed: ReadonlySet<string>): { ok: boolean; allowed: boolean } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, allowed: false };
  }
  if (allowed.has(url.origin)) return { ok: true, allowed: true };
  if (url.protocol !== "https:" || url.username || url.password || url.port !== "") return refusedEndpoint;
  return { ok: isPublicHost(url.hostname), allowed: false };
}
const refusedEndpoint = { ok: false, allowed: false } as const;

/** A URL's hostname (IPv6 in brackets, as URL gives it) that names a public host. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  if (isIP(bare)) return !isPrivateAddress(bare);
  // A single label (no dot) is a name on the local network, never a push service's.
  return host.includes(".") && !localName.test(host);
}
