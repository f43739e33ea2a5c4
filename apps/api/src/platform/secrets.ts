import { randomBytes } from "node:crypto";
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
