import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testEnv } from "./env.ts";

/**
 * The module template's rules, as tests (apps/api/README.md): only repositories and `db/` speak to Drizzle; a
 * feature's console half lives in the feature (modules/admin keeps the console's own); a large feature's sub-folders
 * each follow the template; services and repositories are named after their files; nothing is hung on the app and no
 * production file imports test support (tests reach module internals through the test app); and the web app reaches
 * the API only through `call(endpoint)`, never with a path of its own.
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

  it("keeps a feature's console half in the feature: modules/admin holds only the console's own files", () => {
    const admin = path.join(apiSrc, "modules/admin");
    const offenders = fs
      .readdirSync(admin)
      .filter((name) => !/^admin(\.[a-z-]+)*\.ts$|^admin\.[a-z-]+\.sql$|^admin-test-kit\.ts$/.test(name));
    expect(offenders).toEqual([]);
  });

  it("gives each sub-folder of a module the template: its own <folder>.service.ts", () => {
    const modules = path.join(apiSrc, "modules");
    const offenders = fs.readdirSync(modules).flatMap((feature) =>
      fs
        .readdirSync(path.join(modules, feature), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .filter((sub) => !fs.existsSync(path.join(modules, feature, sub.name, `${sub.name}.service.ts`)))
        .map((sub) => `modules/${feature}/${sub.name}`),
    );
    expect(offenders).toEqual([]);
  });

  it("names each service and repository after its file: <name>.service.ts exports create<Name>Service", () => {
    const pascal = (name: string) => name.replace(/(^|[-.])([a-z])/g, (_, _sep, c: string) => c.toUpperCase());
    const offenders = sources(path.join(apiSrc, "modules"))
      .filter((file) => /\.(service|repository)\.ts$/.test(file))
      .filter((file) => {
        const [, name, kind] = path.basename(file).match(/^(.+)\.(service|repository)\.ts$/)!;
        const factory = `create${pascal(name!)}${pascal(kind!)}`;
        return !new RegExp(`export (function|const) ${factory}\\b`).test(fs.readFileSync(file, "utf8"));
      })
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it("hangs nothing on the app: tests reach the job queue and the modules' services through assembleApp", () => {
    const offenders = sources(apiSrc)
      .filter((file) => !isTestSupport(file))
      .filter((file) => /\.decorate\(/.test(fs.readFileSync(file, "utf8")))
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it("keeps test support out of production code: no module or platform file imports a test kit or test/", () => {
    const offenders = sources(apiSrc)
      .filter((file) => !isTestSupport(file))
      .filter((file) =>
        /(from |import |import\()"[^"]*(-test-kit|\/test\/[^"]*)\.ts"/.test(fs.readFileSync(file, "utf8")),
      )
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
