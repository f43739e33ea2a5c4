import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../apps/api/src/db/client.ts";

/**
 * A fresh database for one bench: a new `<prefix>_<random>` database on DATABASE_URL's server, or PGlite in a temp
 * directory without it. `drop` removes it (BENCH_KEEP=1 keeps it for poking at); `env` points a server process at it.
 */
export async function freshDatabase(
  prefix: string,
  log: (m: string) => void,
): Promise<{ open: () => Promise<Database>; drop: () => Promise<void>; env: Record<string, string> }> {
  const url = process.env.DATABASE_URL;
  const keep = process.env.BENCH_KEEP === "1";
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll("_", "-")}-`));
    log(`PGlite in ${dataDir}`);
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => (keep ? log(`kept ${dataDir}`) : fs.rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {}); // a lost connection fails the statement below; unheard, it would end the run
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  log(`PostgreSQL database ${name}`);
  return {
    env: { DATABASE_URL: benchUrl.toString() },
    open: () => openDatabase({ url: benchUrl.toString() }),
    drop: async () => (keep ? log(`kept database ${name}`) : admin(`drop database if exists ${name} with (force)`)),
  };
}
