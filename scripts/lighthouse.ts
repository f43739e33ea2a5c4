/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default config: a mid-range phone, simulated slow 4G) of the
 * built app, as a guest, on the home page and a demo post with an image; the median of 3 runs of each goes into
 * docs/benchmarks.md's "Lighthouse" section. Builds nothing: run `npm run build` first.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writePageSection } from "./bench/page-section.ts";

const RUNS = 3;
const port = Number(process.env.PORT ?? 3550);
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The built server on a fresh DATA_DIR (demo data seeded as `npm run serve` does), once it answers. */
async function startServer(): Promise<{ server: ChildProcess; dataDir: string }> {
  if (!fs.existsSync(path.join(root, "apps/web/dist/index.html"))) throw new Error("Build first: npm run build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-lighthouse-"));
  const server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ok = await fetch(`${origin}/forum/api/v1/posts?parents_only=1&page=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { server, dataDir };
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error("the server did not answer within 3 minutes");
}

/** A demo post with an image, as the feed lists them. */
async function postWithImage(): Promise<string> {
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(`${origin}/forum/api/v1/posts?parents_only=1&per_page=50&page=${page}`);
    const body = (await res.json()) as { data: { uuid: string; images: string[] }[] };
    const found = body.data.find((p) => p.images.length > 0);
    if (found) return `${origin}/forum/post/${found.uuid}`;
    if (body.data.length === 0) break;
  }
  throw new Error("no demo post has an image");
}

type Run = { score: number; lcp: number; fcp: number; tbt: number; cls: number; jsBytes: number; notes: string[] };

type Audit = { numericValue?: number; score?: number | null; title?: string; displayValue?: string; details?: unknown };

/** One audit of `url` in a fresh Chrome; what dominated LCP is kept in `notes` for the console. */
async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // A run Lighthouse could not complete (its page never painted in time, say) scores 0: run it again, not count it.
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const resources = (
      audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    const jsBytes = resources?.find((i) => i.resourceType === "script")?.transferSize ?? Number.NaN;
    // The insights and opportunities that say where LCP's time went (their names vary across Lighthouse versions).
    const notes = Object.entries(audits)
      .filter(([id]) => /lcp|render-blocking|network-dependency|document-latency|unused|bootup|mainthread/.test(id))
      .filter(([, a]) => a.score !== null && a.score !== undefined && a.score < 0.9)
      .map(([id, a]) => `${id}: ${a.displayValue ?? a.title ?? ""}`);
    const phases = audits["lcp-breakdown-insight"]?.details as
      | { items?: { items?: { subpart?: string; label?: string; duration?: number }[] }[] }
      | undefined;
    for (const phase of phases?.items?.[0]?.items ?? [])
      notes.push(`LCP ${phase.label ?? phase.subpart}: ${Math.round(phase.duration ?? 0)} ms`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value("largest-contentful-paint"),
      fcp: value("first-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      jsBytes,
      notes,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function row(name: string, runs: Run[]) {
  const m = (pick: (r: Run) => number) => median(runs.map(pick));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `| ${name} | ${m((r) => r.score)} (${runs.map((r) => r.score).join(", ")}) | ${s(m((r) => r.lcp))} | ${s(m((r) => r.fcp))} | ${Math.round(m((r) => r.tbt))} ms | ${m((r) => r.cls).toFixed(3)} | ${(m((r) => r.jsBytes) / 1024).toFixed(1)} KB |`;
}

const { server, dataDir } = await startServer();
try {
  const pages = [
    ["home", `${origin}/forum/`],
    ["post with an image", await postWithImage()],
  ] as const;
  const rows: string[] = [];
  for (const [name, url] of pages) {
    const runs: Run[] = [];
    // One run first that is not counted: the demo's images get their AVIF and WebP widths on first request (made in
    // the server's worker pool, on this same machine), which an upload in real use has made long before anyone reads.
    await audit(url);
    for (let i = 0; i < RUNS; i++) {
      const run = await audit(url).catch((error: unknown) => {
        console.warn(`${name} run ${i + 1} failed, run again: ${String(error)}`);
        return audit(url);
      });
      console.info(`${name} run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcp)} ms`);
      runs.push(run);
    }
    console.info(`${name}, what held LCP back (last run):\n  ${runs.at(-1)!.notes.join("\n  ")}`);
    rows.push(row(name, runs));
  }
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"),
  ).version;
  const text = [
    "## Lighthouse",
    "",
    `Generated by \`npm run lighthouse\` (scripts/lighthouse.ts) on the built app (\`npm run build\`) with the demo data,`,
    `as a guest: Lighthouse ${lighthouseVersion}'s default mobile audit (simulated throttling), Debian Chromium, median`,
    `of ${RUNS} runs after one uncounted warm-up run (each run's score in brackets). Run ${new Date().toISOString()} at commit ${commit}, on a shared`,
    `${os.cpus().length}-core machine. JS: the scripts' bytes transferred.`,
    "",
    "| page | performance | LCP | FCP | TBT | CLS | JS transferred |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
  writePageSection(path.join(root, "docs/benchmarks.md"), "lighthouse", text);
  console.info(text);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
