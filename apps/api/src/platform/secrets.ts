import { createECDH, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so tokens survive restarts.
 * Several instances must share JWT_SECRET (their DATA_DIRs differ).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "jwt-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

export type VapidKeyPair = { publicKey: string; privateKey: string };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a P-256 pair generated on first start and kept in
 * DATA_DIR (as the token secret): browsers' subscriptions are bound to the public key, so it must survive restarts.
 * Several instances must share the configured pair.
 */
export function resolveVapidKeys(configured: VapidKeyPair | undefined, dataDir: string): VapidKeyPair {
  if (configured) return configured;
  const file = path.join(dataDir, "vapid-keys.json");
  const read = () => JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeyPair;
  try {
    return read();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const keys = generateVapidKeys();
    try {
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
      return keys;
    } catch {
      // Another process wrote it first: use theirs.
      return read();
    }
  }
}

/** A P-256 key pair as Web Push uses it: the public key uncompressed (65 bytes), both base64url. */
export function generateVapidKeys(): VapidKeyPair {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  // The private key is a 32-byte number: a short one (leading zeros) is padded back to 32 bytes.
  const secret = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString("base64url"),
  };
}
