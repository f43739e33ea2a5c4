import { describe, expect, it } from "vitest";
import { checkPushEndpoint, isPrivateAddress, originsOf } from "./endpoint-check.ts";

const none = new Set<string>();
const ok = (url: string, allowed: ReadonlySet<string> = none) => checkPushEndpoint(url, allowed).ok;

describe("a push endpoint the server may post to", () => {
  it("is an https URL of a public push service", () => {
    expect(ok("https://fcm.googleapis.com/fcm/send/abc:def")).toBe(true);
    expect(ok("https://updates.push.services.mozilla.com/wpush/v2/gAAAA")).toBe(true);
    expect(ok("https://web.push.apple.com:443/QGz")).toBe(true);
    expect(ok("https://8.8.8.8/push")).toBe(true);
    expect(ok("https://[2001:4860:4860::8888]/push")).toBe(true);
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "ftp://push.example.com/x",
    "https://push.example.com:8443/x",
    "https://user:secret@push.example.com/x",
    "https://localhost/x",
    "https://push.localhost/x",
    "https://printer.local/x",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://intranet/x",
    "https://127.0.0.1/x",
    "https://2130706433/x",
    "https://0x7f.1/x",
    "https://0177.0.0.1/x",
    "https://127.1/x",
    "https://10.1.2.3/x",
    "https://172.16.0.1/x",
    "https://192.168.1.1/x",
    "https://169.254.169.254/latest/meta-data/",
    "https://100.64.0.1/x",
    "https://0.0.0.0/x",
    "https://224.0.0.1/x",
    "https://255.255.255.255/x",
    "https://[::1]/x",
    "https://[::]/x",
    "https://[fc00::1]/x",
    "https://[fd12:3456::1]/x",
    "https://[fe80::1]/x",
    "https://[ff02::1]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://[::ffff:a00:1]/x",
    "https://[64:ff9b::7f00:1]/x",
    "not a url",
    "",
  ])("refuses %s", (url) => {
    expect(ok(url)).toBe(false);
  });

  it("takes any URL on an allowed origin (a local push service), and only on it", () => {
    const allowed = originsOf(["http://127.0.0.1:4000", "not an origin"]);
    expect(allowed).toEqual(new Set(["http://127.0.0.1:4000"]));
    expect(checkPushEndpoint("http://127.0.0.1:4000/send/1", allowed)).toEqual({ ok: true, allowed: true });
    expect(ok("http://127.0.0.1:40000/send/1", allowed)).toBe(false);
    expect(ok("http://127.0.0.1:4000@evil.example/send/1", allowed)).toBe(false);
  });

  it("tells private addresses from public ones, IPv4-mapped IPv6 included", () => {
    for (const ip of ["127.0.0.1", "10.0.0.1", "::1", "::ffff:192.168.0.1", "fe80::1", "not-an-ip"]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ["142.250.72.14", "2a00:1450:4001:80b::200a"]) expect(isPrivateAddress(ip), ip).toBe(false);
  });
});
