/**
 * OpenAPI lint: builds the API in-process as the tests do (a fresh embedded database, payments on so Paystack's
 * webhook is in the document too), writes the document it serves at /forum/api/docs/json to a temp file and runs
 * `redocly lint` on it with the recommended rules. Any error fails; warnings are printed and allowed.
 * `npm run lint:openapi`; no network (the document and the rules are local).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createTestApp } from "../apps/api/src/test/test-app.ts";

const root = resolve(import.meta.dirname, "..");
// The bin's script, run on this very Node (the project's 24; the bin's `env node` may find the machine's older one).
const redocly = realpathSync(join(root, "node_modules", ".bin", "redocly"));

const t = await createTestApp({ paystack: { secretKey: "sk_lint_only", baseUrl: "http://127.0.0.1:9" } });
let doc: unknown;
try {
  const res = await t.app.inject({ method: "GET", url: "/forum/api/docs/json" });
  if (res.statusCode !== 200) throw new Error(`/forum/api/docs/json answered ${res.statusCode}`);
  doc = res.json();
} finally {
  await t.close();
}

const dir = mkdtempSync(join(tmpdir(), "forum-openapi-"));
const file = join(dir, "openapi.json");
writeFileSync(file, JSON.stringify(doc, null, 2));
// No config file: the recommended ruleset is redocly's default; telemetry off so it never reaches the network.
const run = spawnSync(
  process.execPath,
  [redocly, "lint", file, "--extends=recommended", "--format=stylish", "--max-problems=1000"],
  {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
rmSync(dir, { recursive: true, force: true });
if (run.error) throw run.error;
// redocly exits 1 when it finds errors (warnings alone exit 0).
process.exit(run.status ?? 1);
