import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { DataDirLocked } from "../db/data-dir-lock.ts";
import { users } from "../db/schema/index.ts";
import { testEnv } from "../env.ts";
import { openTestDatabase } from "../test/test-db.ts";

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, "admin.ts");
const mainTs = path.join(import.meta.dirname, "../main.ts");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run admin -- <args>` as its own process; resolves with its exit code and output. */
async function admin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const isAdmin = async (db: Database, email: string) =>
  (await db.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, email)))[0]?.isAdmin;

describe.runIf(testEnv().db === "pglite")("npm run admin on the embedded database", () => {
  it("refuses while the forum holds the data directory, and works once it is stopped or its lock is stale", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-cli-"));
    dirs.push(dataDir);
    let running = await openDatabase({ dataDir });
    await running.db.insert(users).values({ email: "boss@uni.edu" });

    const refused = await admin({ DATA_DIR: dataDir }, "grant", "boss@uni.edu");
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      `The forum is running on ${dataDir} (pid ${process.pid}): stop it first, or grant through ADMIN_EMAILS.`,
    );
    // A second server (or a second open in this process) is refused alike.
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLocked);
    const server = spawn(process.execPath, ["--import", "tsx", mainTs], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    server.stdout.on("data", (chunk: Buffer) => (log += chunk));
    const code = await new Promise((resolve) => server.once("exit", resolve));
    expect(code).toBe(1);
    expect(log).toContain(`The forum is running on ${dataDir} (pid ${process.pid})`);
    expect(await isAdmin(running, "boss@uni.edu")).toBe(false);

    await running.close();
    expect(fs.existsSync(path.join(dataDir, "forum.lock"))).toBe(false);
    const granted = await admin({ DATA_DIR: dataDir }, "grant", "Boss@uni.edu");
    expect(granted).toEqual({ code: 0, out: "Boss@uni.edu is now an admin\n" });

    // A crashed process leaves its lock behind: a dead pid's lock is taken over.
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    fs.writeFileSync(path.join(dataDir, "forum.lock"), String(dead.pid));
    expect((await admin({ DATA_DIR: dataDir }, "revoke", "boss@uni.edu")).code).toBe(0);
    running = await openDatabase({ dataDir });
    expect(await isAdmin(running, "boss@uni.edu")).toBe(false);
    await running.close();
  }, 300_000); // four processes compiling with tsx, and PGlite on disk: 89 s once beside the other test worker
});

describe.runIf(testEnv().db === "postgres")("npm run admin on PostgreSQL", () => {
  it("works beside a running server's connections", async () => {
    const database = await openTestDatabase();
    try {
      await database.db.insert(users).values({ email: "boss@uni.edu" });
      const granted = await admin({ DATABASE_URL: database.url!, DATA_DIR: os.tmpdir() }, "grant", "boss@uni.edu");
      expect(granted).toEqual({ code: 0, out: "boss@uni.edu is now an admin\n" });
      expect(await isAdmin(database, "boss@uni.edu")).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
