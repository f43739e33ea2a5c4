import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "./env.ts";
import { startServerProcess } from "./test/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-main-"));
/**
 * The real server on this data directory (kept between starts), up and answering its health check; it logs each
 * request as it arrives, so the test can tell when one is in flight.
 */
const start = () => startServerProcess({ LOG_LEVEL: "info" }, { dataDir });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
const post = (base: string, url: string, body: object) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// One real process on the embedded database; the PostgreSQL project would only repeat it.
describe.runIf(testEnv().db === "pglite")("the server process", () => {
  it("finishes in-flight requests on SIGTERM, exits 0, and keeps its data for the next start", async () => {
    let server = await start();
    expect(
      (await post(server.base, "/api/v2/auth/register", { email: "keep@example.com", password: "secret1" })).status,
    ).toBe(201);
    expect(fs.readdirSync(path.join(dataDir, "outbox")).length).toBe(1);

    const inFlight = post(server.base, "/api/v2/auth/login", { username: "keep@example.com", password: "secret1" });
    // SIGTERM once the server has taken the login in (it logs it as it arrives; checking the password takes a while).
    while (!server.logTail().includes('"url":"/api/v2/auth/login"')) await new Promise((r) => setTimeout(r, 5));
    const exit = exited(server.child);
    server.child.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { unverified_email: boolean } }).data.unverified_email).toBe(true);
    expect(await exit).toBe(0);

    server = await start();
    const again = await post(server.base, "/api/v2/auth/register", { email: "keep@example.com", password: "secret1" });
    expect(again.status).toBe(422); // the account survived the restart
    const done = exited(server.child);
    server.child.kill("SIGTERM");
    expect(await done).toBe(0);
  }, 300_000);
});
