import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type autocannon from "autocannon";

const node = path.join(import.meta.dirname, "../../node_modules/.bin/node");
const child = path.join(import.meta.dirname, "cannon-child.mjs");
const run = promisify(execFile);

export type CannonOptions = {
  connections: number;
  seconds: number;
  /** A fixed overall rate (req/s) instead of saturation. */
  rate?: number;
  headers?: Record<string, string>;
  /** Paths walked in turn (from a random start) instead of the url's own. */
  paths?: string[];
  /** Also every answer's start (epoch ms), latency (ms) and status. */
  samples?: boolean;
  /** Ends the run early when it settles (`seconds` is then the longest it lasts). */
  until?: Promise<unknown>;
};
export type CannonResult = {
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  samples?: [at: number, ms: number, status: number][];
};

/**
 * One autocannon run from a process of its own (cannon-child.mjs), so the server's process holds only the server's
 * work. A 30 s timeout: a slow answer is counted as slow, not as an error.
 */
export async function cannon(url: string, o: CannonOptions): Promise<CannonResult> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "forum-cannon-")), "options.json");
  const { seconds, until, ...rest } = o;
  fs.writeFileSync(file, JSON.stringify({ url, duration: seconds, timeout: 30, ...rest }));
  try {
    const running = run(node, [child, file], { maxBuffer: 256 * 1024 * 1024 });
    const stop = () => void running.child.kill("SIGUSR2");
    until?.then(stop, stop);
    const { stdout } = await running;
    const r = JSON.parse(stdout) as autocannon.Result & { samples?: CannonResult["samples"] };
    return {
      rps: r.requests.average,
      mean: r.latency.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      samples: r.samples,
    };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
