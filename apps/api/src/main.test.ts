import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "./env.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-main-"));
const port = 41_000 + Math.floor(Math.random() * 2_000);
const base = `http://127.0.0.1:${port}`;

function start(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "main.ts")], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

async function waitUntilUp() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/forum/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
const post = (url: string, body: object) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// One real process on the embedded database; the PostgreSQL project would only repeat it.
describe.runIf(testEnv().db === "pglite")("the server process", () => {
  it("finishes in-flight requests on SIGTERM, exits 0, and keeps its data for the next start", async () => {
    let server = start();
    await waitUntilUp();
    expect((await post("/api/v2/auth/register", { email: "keep@example.com", password: "secret1" })).status).toBe(201);
    expect(fs.readdirSync(path.join(dataDir, "outbox")).length).toBe(1);

    const inFlight = post("/api/v2/auth/login", { username: "keep@example.com", password: "secret1" });
    await new Promise((r) => setTimeout(r, 20));
    const exit = exited(server);
    server.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { unverified_email: boolean } }).data.unverified_email).toBe(true);
    expect(await exit).toBe(0);

    server = start();
    await waitUntilUp();
    const again = await post("/api/v2/auth/register", { email: "keep@example.com", password: "secret1" });
    expect(again.status).toBe(422); // the account survived the restart
    const done = exited(server);
    server.kill("SIGTERM");
    expect(await done).toBe(0);
  }, 90_000);
});
