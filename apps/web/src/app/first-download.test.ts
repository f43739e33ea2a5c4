import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shell (app/, components/, lib/) and the home route are the first download: they take values from the contract
 * only through its zod-free subpaths (`/texts`, `/helpers`, `/endpoints`), so no import can drag zod into it. Types
 * from the root are fine (erased). `npm run check:bundle` measures the size; this names the file that broke the rule.
 */
const src = path.resolve(import.meta.dirname, "..");
const importPattern = /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+"([^"]+)"/gms;

/** Runtime imports of a file, as [specifier, what it names]. */
function runtimeImports(file: string): [string, string][] {
  const code = fs.readFileSync(file, "utf8");
  return [...code.matchAll(importPattern)].filter((m) => !m[1]).map((m) => [m[3]!, m[2]!]);
}

/** Every file the entry reaches through static imports (lazy `import()` is not followed). */
function firstDownload(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [spec] of runtimeImports(file)) if (spec.startsWith(".")) walk(path.resolve(path.dirname(file), spec));
  };
  walk(entry);
  return [...seen];
}

const sourcesIn = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    const full = path.join(e.parentPath, e.name);
    return e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

/** A root import that names a value (not only `type X` names). */
const namesAValue = (names: string) =>
  names
    .replace(/^\{|\}$/g, "")
    .split(",")
    .map((n) => n.trim())
    .some((n) => n !== "" && !n.startsWith("type "));

describe("the first download", () => {
  it("takes values from the contract only through its zod-free subpaths", () => {
    const files = new Set([
      ...firstDownload(path.join(src, "main.tsx")),
      ...["app", "components", "lib"].flatMap((dir) => sourcesIn(path.join(src, dir))),
    ]);
    const offenders = [...files]
      .filter((file) => runtimeImports(file).some(([spec, names]) => spec === "@forum/contract" && namesAValue(names)))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
