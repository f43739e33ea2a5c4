/**
 * The compression bench (`node --import tsx scripts/bench/compression.ts`): what compressing the feed's page costs the
 * server at the settings of apps/api/src/platform/compression.ts, against sending it plain, and the bytes it saves.
 * A fresh database with BENCH_POSTS posts (default 2,000), the real app in-process, the guest feed's page 1. Two
 * measures: the compression call alone on that page (many times, µs each), and the page under load (autocannon from
 * its own process, so the server process's CPU time holds only the server's work) asked plain, gzip and br, each state
 * four times in ABBA order. Writes its section of docs/benchmarks.md.
 */
import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type autocannon from "autocannon";
import { buildApp } from "../../apps/api/src/app.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { compressionOptions } from "../../apps/api/src/platform/compression.ts";
import { createMemoryMailer } from "../../apps/api/src/platform/mailer.ts";
import { freshDatabase } from "./fresh-database.ts";
import { writePageSection } from "./page-section.ts";
import { seedBulk } from "./seed-bulk.ts";

const total = Number(process.env.BENCH_POSTS ?? 2_000);
const seconds = Number(process.env.BENCH_DURATION ?? 5);
const feedPath = "/forum/api/v1/posts?parents_only=1";
const states = { plain: undefined, gzip: "gzip", br: "br, gzip" } as const;
type State = keyof typeof states;

const run = promisify(execFile);
const autocannonBin = path.join(import.meta.dirname, "../../node_modules/.bin/autocannon");
/** All the server process's threads: @fastify/compress compresses answers over 8 KB (on 2 cores) on libuv's pool. */
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Saturation from its own process: requests/s, mean and p99 latency, and the server's CPU per answer. */
async function load(url: string, encoding: string | undefined) {
  const args = ["-j", "-c", "10", "-d", String(seconds), "-t", "30"];
  if (encoding) args.push("-H", `accept-encoding=${encoding}`);
  const before = cpuUs();
  const { stdout } = await run(autocannonBin, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as autocannon.Result;
  return {
    rps: r.requests.average,
    mean: r.latency.average,
    p99: r.latency.p99,
    cpuUs: (cpuUs() - before) / r.requests.total,
  };
}

/** The compression call alone on one body: µs per call, the least of 9 batches (the run least disturbed by others). */
function costUs(compress: () => Buffer, calls: number) {
  const batches = Array.from({ length: 9 }, () => {
    const start = performance.now();
    for (let i = 0; i < calls; i++) compress();
    return ((performance.now() - start) * 1000) / calls;
  });
  return Math.min(...batches);
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const log = (m: string) => console.info(`[compression] ${m}`);
const fresh = await freshDatabase("forum_bench_compression", log);
const database = await fresh.open();
const app = await buildApp({
  db: database.db,
  mailer: createMemoryMailer(),
  jwtSecret: "bench",
  publicUrl: "http://127.0.0.1",
});
try {
  await seedReference(database.db);
  await seedBulk(database.db, total, log);
  const base = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: "127.0.0.1" });
  const url = `${base}${feedPath}`;
  const page = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  const posts = (JSON.parse(page.toString()) as { data: unknown[] }).data.length;
  const sizes = Object.fromEntries(
    await Promise.all(
      (Object.keys(states) as State[]).map(async (state) => {
        const res = await app.inject({ url: feedPath, headers: { "accept-encoding": states[state] ?? "identity" } });
        return [state, res.rawPayload.length] as const;
      }),
    ),
  ) as Record<State, number>;
  const runs: Record<State, Awaited<ReturnType<typeof load>>[]> = { plain: [], gzip: [], br: [] };
  await load(url, undefined); // warm-up
  const abba: State[] = ["plain", "br", "gzip", "gzip", "br", "plain"];
  for (const state of [...abba, ...abba]) {
    runs[state].push(await load(url, states[state]));
    log(`${state}: ${JSON.stringify(runs[state].at(-1))}`);
  }
  const brotli = (quality: number) => () =>
    zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
  const alone = {
    br: costUs(() => zlib.brotliCompressSync(page, compressionOptions.brotliOptions), 100),
    gzip: costUs(() => zlib.gzipSync(page, compressionOptions.zlibOptions), 100),
    br11: costUs(brotli(11), 3),
    br11Size: brotli(11)().length,
  };
  log(
    `page: ${posts} posts, ${kb(page.length)}; alone: br ${alone.br.toFixed(0)} µs, gzip ${alone.gzip.toFixed(0)} µs`,
  );

  const row = (state: State) => {
    const rs = runs[state];
    const m = (k: "rps" | "mean" | "p99" | "cpuUs") => median(rs.map((r) => r[k]));
    return `| ${state} | ${kb(sizes[state])} | ${m("rps").toFixed(0)} | ${m("mean").toFixed(2)} | ${m("p99")} | ${m("cpuUs").toFixed(0)} |`;
  };
  const cpu = (state: State) => median(runs[state].map((r) => r.cpuUs));
  const extra = (state: State) => Math.round(cpu(state) - cpu("plain"));
  const saved = (state: State) => Math.round(100 * (1 - sizes[state] / sizes.plain));
  const text = [
    `## Compression (${database.driver}, ${new Date().toISOString().slice(0, 10)})`,
    "",
    `The guest feed's page 1 (${posts} posts, ${kb(page.length)} of JSON) at the API's settings (brotli quality ${
      compressionOptions.brotliOptions.params[zlib.constants.BROTLI_PARAM_QUALITY]
    }, gzip level ${compressionOptions.zlibOptions.level}, above ${compressionOptions.threshold} bytes).`,
    `\`node --import tsx scripts/bench/compression.ts\`: ${total} posts, ${seconds} s per run, 10 connections, each state`,
    "four times (ABBA twice), medians; CPU is the server process's own time per answer, all its threads (the load runs",
    `in another process). Load average when it ended: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores.`,
    "",
    "| asked | bytes sent | req/s | mean ms | p99 ms | server CPU µs/answer |",
    "|---|---|---|---|---|---|",
    row("plain"),
    row("gzip"),
    row("br"),
    "",
    `Compressing costs the server about ${extra("gzip")} µs (gzip) and ${extra("br")} µs (br) more per answer under this`,
    `load, and sends ${saved("gzip")}% / ${saved("br")}% fewer bytes. Every guest is sent the same page, so it is`,
    "compressed once and its bytes kept (apps/api/src/platform/compressed-bytes.ts): what is left is hashing the answer.",
    "A student's answers are compressed each time, in the thread pool: that costs the call alone below.",
    `The compression call alone on that page (least of 9 batches, closest to a quiet machine): brotli 4 ${alone.br.toFixed(0)} µs, gzip 6 ${alone.gzip.toFixed(0)} µs; brotli 11`,
    `(zlib's default) ${alone.br11.toFixed(0)} µs for ${kb(alone.br11Size)}, which is why answers made per request use 4`,
    "and only the build's assets get 11 (apps/web/scripts/precompress.ts).",
  ].join("\n");
  writePageSection(path.join(import.meta.dirname, "../../docs/benchmarks.md"), "compression", text);
  console.info(`\n${text}`);
} finally {
  await app.close();
  await database.close();
  await fresh.drop();
}
