import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The npm scripts put scripts/require-node.mjs in front of the app; an older Node.js must stop there, not run it. */
const root = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wantedMajor = Number.parseInt(manifest.devDependencies.node, 10);

const run = (node: string, args: string[]) => spawnSync(node, args, { cwd: root, encoding: "utf8" });
const majorOf = (node: string) => Number.parseInt(run(node, ["-p", "process.versions.node"]).stdout, 10);

// The machine's own Node.js (20 on this project's machines); the older-Node cases need one older than the project's.
const machineNode = "/usr/bin/node";
const olderNode = existsSync(machineNode) && majorOf(machineNode) < wantedMajor ? machineNode : undefined;

describe("scripts/require-node.mjs", () => {
  it.skipIf(!olderNode)("refuses an older Node.js with what to do", () => {
    const result = run(olderNode!, ["scripts/require-node.mjs"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `This project runs on Node.js ${wantedMajor}; this is Node.js ${majorOf(olderNode!)}.`,
    );
    expect(result.stderr).toContain("Run `npm install`");
    expect(result.stderr).toContain("allowScripts");
  });

  it.skipIf(!olderNode)("as --import, stops the older Node.js before the app's code runs", () => {
    const result = run(olderNode!, ["--import", "./scripts/require-node.mjs", "-e", "console.log('app ran')"]);
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain("app ran");
  });

  it("lets the project's Node.js through (the one that runs the tests)", () => {
    expect(Number.parseInt(process.versions.node, 10)).toBeGreaterThanOrEqual(wantedMajor);
    const result = run(process.execPath, ["--import", "./scripts/require-node.mjs", "-e", "console.log('app ran')"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("app ran");
  });
});
