/**
 * `npm test`: runs the named npm scripts one after another, stops at the first that fails, and prints how long each
 * took (as it ends, and as a table at the end), so a slow stage shows in every run's output.
 * Usage: node --import tsx scripts/test-stages.ts lint typecheck test:unit ...
 */
import { spawn } from "node:child_process";

const stages = process.argv.slice(2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const times: { stage: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
let failed = false;
for (const stage of stages) {
  say(`\n==> npm run ${stage}`);
  const start = Date.now();
  const code = await run(stage);
  times.push({ stage, ms: Date.now() - start, ok: code === 0 });
  say(`==> ${stage}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(Date.now() - start)}`);
  if (code !== 0) {
    failed = true;
    break;
  }
}
say("\nStage times:");
for (const t of times) say(`  ${t.stage.padEnd(14)} ${seconds(t.ms).padStart(9)}  ${t.ok ? "passed" : "FAILED"}`);
for (const stage of stages.slice(times.length)) say(`  ${stage.padEnd(14)} ${"-".padStart(9)}  not run`);
say(`  ${"total".padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed ? 1 : 0);
