import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One home per feature (issue 25): a feature's console screens live in `features/<feature>/admin/`, and
 * `features/admin/` keeps only the console's own (shell, navigation, overview, users, shared form and list parts).
 * A feature's admin folder is its own business: outside the feature, only the console layout reaches it, and only
 * through the list of pages it registers (`admin/routes.ts`). Tests are left out: the console-wide ones (the guard,
 * the accessibility sweep) render every page through the layout and borrow each feature's fixtures.
 */
const src = path.resolve(import.meta.dirname, "..");
const features = path.join(src, "features");
const consoleLayout = path.join(features, "admin/routes/admin-layout.tsx");
const rel = (file: string) => path.relative(src, file);

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name))
    : [];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Relative specifiers of static imports, re-exports and lazy `import()`s, resolved to files. */
const specifier = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)"(\.[^"]+)"/gm;
const importsOf = (file: string) =>
  [...fs.readFileSync(file, "utf8").matchAll(specifier)].map((m) => path.resolve(path.dirname(file), m[1]!));

/** The feature whose admin folder holds `file` (not the console's own folder), if any. */
const adminHomeOf = (file: string) => {
  const [feature, folder] = path.relative(features, file).split(path.sep);
  return folder === "admin" && feature !== "admin" && !feature?.startsWith("..") ? feature : undefined;
};
const featureOf = (file: string) => {
  const [feature] = path.relative(features, file).split(path.sep);
  return feature?.startsWith("..") ? undefined : feature;
};

const featureAdminFiles = fs
  .readdirSync(features)
  .filter((f) => f !== "admin")
  .flatMap((f) => filesIn(path.join(features, f, "admin")));
const sources = filesIn(src).filter((file) => !isTest(file));

describe("one home per feature", () => {
  it("keeps no feature's console screen in features/admin", () => {
    // Every feature's admin folder has these; the console has its own.
    const common = new Set(["api.ts", "texts.ts", "fixtures.ts", "routes.ts"]);
    const featureNames = new Set(featureAdminFiles.map((file) => path.basename(file)).filter((n) => !common.has(n)));
    const strays = filesIn(path.join(features, "admin")).filter((file) => featureNames.has(path.basename(file)));
    expect(strays.map(rel)).toEqual([]);
  });

  it("has features/admin/routes hold only the console's own pages", () => {
    const own = ["admin-layout.tsx", "dashboard-page.tsx", "users-page.tsx"];
    const pages = filesIn(path.join(features, "admin/routes"))
      .filter((file) => !isTest(file))
      .map((file) => path.basename(file));
    // A new console page belongs in its feature's admin folder, listed in that folder's routes.ts.
    expect(pages.filter((name) => !own.includes(name))).toEqual([]);
  });

  it("lets only the feature itself and the console layout import a feature's admin files", () => {
    const offences = sources.flatMap((file) =>
      importsOf(file)
        .filter((target) => {
          const home = adminHomeOf(target);
          if (!home || featureOf(file) === home) return false;
          return !(file === consoleLayout && target === path.join(features, home, "admin/routes.ts"));
        })
        .map((target) => `${rel(file)} -> ${rel(target)}`),
    );
    expect(offences).toEqual([]);
  });

  it("has features/admin reach other features only through the pages they register (and the app's not-found page)", () => {
    const offences = sources
      .filter((file) => featureOf(file) === "admin")
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => {
            const feature = featureOf(target);
            if (!feature || feature === "admin" || feature === "misc") return false;
            return target !== path.join(features, feature, "admin/routes.ts");
          })
          .map((target) => `${rel(file)} -> ${rel(target)}`),
      );
    expect(offences).toEqual([]);
  });

  it("registers every feature's console pages in the layout", () => {
    const layout = fs.readFileSync(consoleLayout, "utf8");
    const lists = featureAdminFiles.filter((file) => path.basename(file) === "routes.ts");
    expect(lists.length).toBeGreaterThan(0);
    const unregistered = lists.filter((file) => {
      const name = /export const (\w+)/.exec(fs.readFileSync(file, "utf8"))?.[1];
      return !(importsOf(consoleLayout).includes(file) && name && layout.includes(`...${name},`));
    });
    expect(unregistered.map(rel)).toEqual([]);
  });
});
