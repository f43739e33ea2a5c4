import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startPaystackStandIn } from "../apps/api/src/modules/advertising/payments/paystack-stand-in.ts";
import { createAdminFixtures } from "./support/admin-fixtures.ts";
import { e2eAdmin, journeyAdminEmail } from "./support/fixtures.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The origin a journey's own push service listens on (reach.e2e.ts): the server may push only there. */
    pushOrigin: string;
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 (routes live under /forum/). */
    baseUrl: string;
    /** The server's DATA_DIR: embedded database, uploads and the mail outbox. */
    dataDir: string;
  }
}

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const artifactsDir = join(repoRoot, "e2e", "artifacts");
// A loaded 2-core machine has taken about a minute to start it (the embedded database, the demo-free schema).
const startTimeoutMs = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The payments module's local Paystack (initialize, verify, refund, a checkout page with a Pay button, webhooks). */
const paystackSecret = "sk_test_e2e_forum";

/** Starts the real server once for the whole e2e run: built web app, embedded database, mail to the outbox. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, "apps/web/dist/index.html"))) {
    throw new Error("apps/web/dist/index.html is missing: run `npm run build` before `npm run test:e2e`.");
  }
  // Artifacts describe the latest run only.
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });

  const port = await freePort();
  // Kept free for the push journey's own push service, the one push origin the server allows besides public hosts.
  const pushOrigin = `http://127.0.0.1:${await freePort()}`;
  const runDir = mkdtempSync(join(tmpdir(), "forum-e2e-"));
  const dataDir = join(runDir, "data");
  // Serve a snapshot of the build, so that a rebuild in the same work tree during the run cannot pull it away.
  const webDist = join(runDir, "web-dist");
  cpSync(join(repoRoot, "apps/web/dist"), webDist, { recursive: true });
  if (!existsSync(join(webDist, "index.html")))
    throw new Error("apps/web/dist changed while it was copied: run again.");
  const baseUrl = `http://127.0.0.1:${port}`;
  // Paid campaigns go through a Paystack stand-in: its checkout's return must land on this origin (where the
  // student's session is stored), hence PUBLIC_URL.
  const paystack = await startPaystackStandIn({
    secretKey: paystackSecret,
    webhookUrl: `${baseUrl}/forum/api/v1/payments/paystack/webhook`,
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SEED_DEMO: "0",
    // The fixtures' admin, and one admin per journey file (fixtures.ts).
    ADMIN_EMAILS: [
      e2eAdmin.email,
      ...readdirSync(join(repoRoot, "e2e"))
        .filter((file) => file.endsWith(".e2e.ts"))
        .map(journeyAdminEmail),
    ].join(","),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  env.PUBLIC_URL = baseUrl;
  // Journeys come from addresses of their own (X-Forwarded-For, support/client-address.ts), as students do.
  env.TRUST_PROXY = "1";
  env.PAYSTACK_SECRET_KEY = paystackSecret;
  env.PAYSTACK_BASE_URL = paystack.url;
  env.PUSH_ALLOWED_ORIGINS = pushOrigin;

  let log = "";
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  let exited: string | undefined;
  server.on("exit", (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  const saveLog = () => writeFileSync(join(artifactsDir, "server.log"), log);
  // Should the run be cut short before teardown, the server goes with it rather than lingering on its port.
  process.once("exit", () => {
    if (!exited) server.kill("SIGKILL");
  });

  const stop = async () => {
    if (!exited) {
      server.kill("SIGTERM");
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) server.kill("SIGKILL");
    }
    saveLog();
    await paystack.close();
    rmSync(runDir, { recursive: true, force: true });
  };

  const health = `${baseUrl}/forum/api/v1/health`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exited) {
      saveLog();
      await paystack.close();
      throw new Error(`The server ${exited} before answering ${health}. Its output:\n${log}`);
    }
    try {
      const res = await fetch(health, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer 200 on ${health} within ${startTimeoutMs / 1000} s. Its output:\n${log}`,
      );
    }
    await sleep(250);
  }

  try {
    await createAdminFixtures(baseUrl, dataDir);
  } catch (err) {
    await stop();
    throw err;
  }
  console.info(`e2e: server on ${baseUrl}/forum/ (DATA_DIR ${dataDir}; log in e2e/artifacts/server.log)`);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  project.provide("pushOrigin", pushOrigin);
  return stop;
}
