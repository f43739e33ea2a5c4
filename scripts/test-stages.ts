/**
 * `npm test`: runs the named npm scripts one after another, stops at the first that fails, and prints how long each
 * took (as it ends, and as a table at the end), so a slow stage shows in every run's output. Scripts joined by commas
 * ("typecheck,build") run at the same time, each one's output printed whole when it ends: single-threaded work (tsc)
 * leaves the machine's second core to the other.
 * Usage: node --import tsx scripts/test-stages.ts lint typecheck,build test:unit ...
 */
import { spawn } from "node:child_process";

const stages = process.argv.slice(2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Runs one npm script; its output goes straight through, or is kept and printed when it ends (`buffered`). */
function run(script: string, buffered: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: buffered ? "pipe" : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (buffered) process.stdout.write(`\n==> output of ${script}\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on("error", () => done(1));
    child.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const times: { stage: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
let failed = false;
for (const group of stages) {
  const scripts = group.split(",");
  say(`\n==> npm run ${scripts.join(" & npm run ")}`);
  const groupStart = Date.now();
  const codes = await Promise.all(
    scripts.map(async (stage) => {
      const start = Date.now();
      const code = await run(stage, scripts.length > 1);
      times.push({ stage, ms: Date.now() - start, ok: code === 0 });
      say(`==> ${stage}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(Date.now() - start)}`);
      return code;
    }),
  );
  if (scripts.length > 1) say(`==> ${scripts.join(", ")} together: ${seconds(Date.now() - groupStart)}`);
  if (codes.some((code) => code !== 0)) {
    failed = true;
    break;
  }
}
say("\nStage times:");
for (const t of times) say(`  ${t.stage.padEnd(14)} ${seconds(t.ms).padStart(9)}  ${t.ok ? "passed" : "FAILED"}`);
const ran = new Set(times.map((t) => t.stage));
for (const stage of stages.flatMap((g) => g.split(",")).filter((s) => !ran.has(s)))
  say(`  ${stage.padEnd(14)} ${"-".padStart(9)}  not run`);
say(`  ${"total".padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed ? 1 : 0);
