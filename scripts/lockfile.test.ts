import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` on another platform needs every platform package of biome, rollup, esbuild, sharp, tailwind's oxide...
 * in the lockfile; npm sometimes writes a lockfile with only the packages of the machine it ran on, and `npm ci`
 * elsewhere then refuses it.
 */
type LockedPackage = { version?: string; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockedPackage>;
};

/** Where Node's resolution finds `name` from the package at `path`: its own node_modules, then each parent's. */
function resolve(path: string, name: string): string | undefined {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (base === "") return undefined;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

describe("package-lock.json", () => {
  it("holds every optional dependency of every locked package (all platforms)", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !resolve(path, name))
        .map((name) => `${path || "(root)"} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("finds the optional platform packages it is meant to check", () => {
    expect(resolve("node_modules/@biomejs/biome", "@biomejs/cli-win32-x64")).toBeDefined();
    expect(resolve("node_modules/rollup", "@rollup/rollup-darwin-arm64")).toBeDefined();
  });
});
