import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import pkg from "../package.json" with { type: "json" };

/**
 * The web app imports texts, helpers and endpoints through these subpaths so its first download never carries zod:
 * nothing they load may import zod at run time (type-only imports are erased).
 */
const zodFree = ["./endpoints", "./texts", "./helpers"] as const;
const root = path.join(import.meta.dirname, "..");

function runtimeImports(file: string): string[] {
  const code = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gms)) {
    if (!m[2]) found.push(m[3]!);
  }
  return found;
}

function reachesZod(entry: string): string[] {
  const seen = new Set<string>();
  const chains: string[] = [];
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec === "zod" || spec.startsWith("zod/"))
        chains.push([...chain, file, spec].map((f) => path.relative(root, f)).join(" -> "));
      else if (spec.startsWith(".")) walk(path.resolve(path.dirname(file), spec), [...chain, file]);
    }
  };
  walk(entry, []);
  return chains;
}

describe("zod-free subpaths", () => {
  it.each(zodFree)("%s loads no zod", (subpath) => {
    const target = (pkg.exports as Record<string, string>)[subpath];
    expect(target, `package.json exports ${subpath}`).toBeDefined();
    expect(reachesZod(path.join(root, target!))).toEqual([]);
  });
});
