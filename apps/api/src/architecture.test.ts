import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testEnv } from "./env.ts";

/**
 * The module template's rules, as tests (apps/api/README.md): only repositories and `db/` speak to Drizzle, and the
 * web app reaches the API only through `call(endpoint)`, never with a path of its own.
 */
const root = path.join(import.meta.dirname, "../../..");
const apiSrc = path.join(root, "apps/api/src");
const webSrc = path.join(root, "apps/web/src");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}
const relative = (file: string) => path.relative(root, file);
const isTestSupport = (file: string) => /\.test\.tsx?$|-test-kit\.ts$|\/fixtures\.ts$|\/test\//.test(file);

// Runs once (the "api" project), not again for each database.
describe.runIf(testEnv().db === "pglite")("architecture", () => {
  it("lets only repositories and db/ import Drizzle", () => {
    const offenders = sources(apiSrc)
      .filter((file) => !isTestSupport(file) && !file.endsWith(".repository.ts") && !file.includes("/src/db/"))
      .filter((file) => /from "drizzle-orm/.test(fs.readFileSync(file, "utf8")))
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it("keeps API paths out of the web app: it calls the contract's endpoints", () => {
    const offenders = sources(webSrc)
      .filter((file) => !isTestSupport(file) && !file.endsWith("lib/api-client.ts"))
      .filter((file) => {
        const code = fs.readFileSync(file, "utf8");
        // A path of the API's own ("/forum/api/...", "/api/..."), or a request made past `call`.
        return /["'`]\/(forum\/api|api)\//.test(code) || /\bapi\.(get|post|put|delete)\b|\bapiRequest\b/.test(code);
      })
      .map(relative);
    expect(offenders).toEqual([]);
  });
});
