import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { generateVapidKeys, resolveVapidKeys } from "../../../platform/secrets.ts";

describe("VAPID keys", () => {
  it("are generated once and kept in DATA_DIR when unset, so subscriptions survive a restart", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-vapid-"));
    try {
      const first = resolveVapidKeys(undefined, dir);
      expect(resolveVapidKeys(undefined, dir)).toEqual(first);
      expect(fs.statSync(path.join(dir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
      // web-push takes them as they are (it checks 65 and 32 bytes).
      expect(() =>
        webpush.getVapidHeaders(
          "https://push.example.com",
          "mailto:ops@uni.edu",
          first.publicKey,
          first.privateKey,
          "aes128gcm",
        ),
      ).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are the configured pair when set", () => {
    const pair = generateVapidKeys();
    expect(resolveVapidKeys(pair, "/nonexistent")).toBe(pair);
    expect(Buffer.from(pair.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(pair.privateKey, "base64url")).toHaveLength(32);
  });
});
