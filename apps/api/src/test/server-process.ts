import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./throwaway-postgres.ts";

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Set once the process has ended: the exit code or the signal. */
  exited: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The last lines the server logged (warnings and worse), for a failure message. */
  logTail: () => string;
  /** Signs up through the API, reading the mailed code from the outbox; answers the access token. */
  student: (email: string) => Promise<string>;
  stop: () => Promise<void>;
};

const mainTs = path.join(import.meta.dirname, "../main.ts");

/**
 * The real server (`main.ts`) as a child process on a free loopback port, with a temp DATA_DIR (or the one given, kept
 * on stop: a restart reuses it) and no demo data.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "forum-server-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", mainTs], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.once("exit", (code, signal) => {
    exit = { code, signal };
  });
  const logTail = () => lines.slice(-40).join("\n");

  // Compiling with tsx and migrating take seconds, and much more on a busy machine: the unit stage runs two workers
  // on 2 cores, and a start has taken over 30 s there (the e2e server gets 3 minutes for the same reason).
  for (const until = Date.now() + 120_000; ; ) {
    if (exit) throw new Error(`server exited while starting: ${logTail()}`);
    if (Date.now() > until) throw new Error(`server did not start: ${logTail()}`);
    const up = await fetch(`${base}/forum/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const outbox = path.join(dataDir, "outbox");
  const codeFor = (email: string) => {
    for (const file of fs.readdirSync(outbox).sort().reverse()) {
      const mail = fs.readFileSync(path.join(outbox, file), "utf8");
      if (mail.includes(`To: ${email}`)) return mail.match(/^Subject: .*?(\d{6})\s*$/m)?.[1];
    }
  };

  return {
    base,
    child,
    exited: () => exit,
    logTail,
    student: async (email) => {
      const registered = await post("/api/v2/auth/register", { email, password: "secret1" });
      if (registered.status !== 201) throw new Error(`register ${registered.status}: ${await registered.text()}`);
      const verified = await post("/api/v2/auth/verify-email-token", { email, token: codeFor(email) });
      const body = (await verified.json()) as { data?: { access_token?: string } };
      if (!body.data?.access_token) throw new Error(`verify ${verified.status}: ${JSON.stringify(body)}`);
      return body.data.access_token;
    },
    stop: async () => {
      if (!exit) {
        const done = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await done;
      }
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
