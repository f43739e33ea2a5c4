import os from "node:os";
import type { CannonResult } from "./cannon.ts";
import { writePageSection } from "./page-section.ts";

/** Latencies of one window of the load: the answers that started in it. */
export type Window = {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** The worst one-second slice's p99 (slices of at least 20 answers). */
  worstSecondP99: number;
};

export type PushBench = {
  driver: "postgres" | "pglite";
  subscriptions: number;
  rate: number;
  load: { before: string; after: string };
  baseline: Window;
  during: Window;
  postMs: number;
  postAt: number;
  serverCpuSeconds: number;
  /** The server's CPU seconds per second under the baseline's load alone. */
  baselineCpuPerSecond: number;
  waveSeconds: number;
  timedOut: boolean;
  service: {
    count: number;
    endpoints: number;
    repeated: number;
    firstAt: number;
    lastAt: number;
    malformed: number;
    decrypted: number;
    undecryptable: number;
  };
  notifications: number;
  jobs: Record<string, number>;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/** A run's answers, or those that started between `from` and `to` (epoch ms): percentiles of their latencies. */
export function summarise(run: Required<CannonResult>, range?: { from: number; to: number }): Window {
  const inside = range ? run.samples.filter(([at]) => at >= range.from && at <= range.to) : run.samples;
  const ms = inside.map(([, m]) => m).sort((a, b) => a - b);
  const seconds = new Map<number, number[]>();
  for (const [at, m] of inside) seconds.set(Math.floor(at / 1000), [...(seconds.get(Math.floor(at / 1000)) ?? []), m]);
  const worst = [...seconds.values()]
    .filter((s) => s.length >= 20)
    .map((s) =>
      percentile(
        s.sort((a, b) => a - b),
        99,
      ),
    );
  return {
    requests: inside.length,
    // Refused or timed-out requests have no answer to place in time: counted over the whole run.
    errors: inside.filter(([, , status]) => status >= 400).length + run.errors,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? Number.NaN,
    worstSecondP99: worst.length ? Math.max(...worst) : Number.NaN,
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? (Math.round(n * 10) / 10).toLocaleString("en-US") : "–");
const int = (n: number) => n.toLocaleString("en-US");

export function pushSection(r: PushBench): string {
  const s = r.service;
  const spread = (s.lastAt - s.firstAt) / 1000;
  const added = r.during.p99 - r.baseline.p99;
  const pushCpuMs = ((r.serverCpuSeconds - r.baselineCpuPerSecond * r.waveSeconds) * 1000) / Math.max(1, s.count);
  const verdict = r.timedOut
    ? "**not met** (the pushes did not all arrive in time)"
    : r.during.errors > 0
      ? "**not met** (errors)"
      : added <= 50
        ? "met"
        : "**not met**";
  const row = (name: string, w: Window) =>
    `| ${name} | ${int(w.requests)} | ${fmt(w.p50)} | ${fmt(w.p99)} | ${fmt(w.worstSecondP99)} | ${fmt(w.max)} | ${w.errors} |`;
  const jobs = Object.entries(r.jobs)
    .map(([state, n]) => `${state} ${int(n)}`)
    .join(", ");
  return [
    `## Web Push to ${int(r.subscriptions)} subscriptions, ${r.driver === "postgres" ? "PostgreSQL" : "PGlite"}`,
    "",
    `Machine: ${os.availableParallelism()} CPUs, node ${process.version}; ${r.driver}; run ${new Date().toISOString()}. ` +
      `Load average (1, 5, 15 min) before the baseline ${r.load.before}, after the wave ${r.load.after}. The server, the ` +
      "local push service (answers 201 at once) and autocannon each in a process of their own.",
    "",
    `One post in a community all ${int(r.subscriptions)} students watch, each with one push subscription: ` +
      `\`watched\` notifications → the dispatcher → one pg-boss job per device → an encrypted post each. Meanwhile ` +
      `health and the guest feed's page 1, alternately, at a fixed ${r.rate} req/s (10 connections); "during" is ` +
      "every answer that started between the post and the last push.",
    "",
    "| API load | answers | p50 ms | p99 ms | worst second's p99 ms | max ms | errors |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    row("baseline, nothing to push", r.baseline),
    row("during the push wave", r.during),
    "",
    "| the wave | value |",
    "| --- | ---: |",
    `| the post's own answer (writes the ${int(r.notifications)} notifications) | ${fmt(r.postMs)} ms |`,
    `| pushes counted by the push service | ${int(s.count)} of ${int(r.subscriptions)}${r.timedOut ? " (**timed out**)" : ""} |`,
    `| endpoints reached / reached more than once | ${int(s.endpoints)} / ${int(s.repeated)} |`,
    `| post → first push / → last push | ${fmt((s.firstAt - r.postAt) / 1000)} s / ${fmt((s.lastAt - r.postAt) / 1000)} s |`,
    `| first → last push | ${fmt(spread)} s, ${fmt(spread > 0 ? (s.count - 1) / spread : Number.NaN)} pushes/s |`,
    `| malformed (not POST, aes128gcm and VAPID) / sampled and decrypted / sample not decrypted | ${s.malformed} / ${s.decrypted} / ${s.undecryptable} |`,
    `| server process CPU during the wave (baseline load alone: ${fmt(r.baselineCpuPerSecond * 100)}% of a core) | ` +
      `${fmt(r.serverCpuSeconds)} s in ${fmt(r.waveSeconds)} s, about ${fmt(pushCpuMs)} ms a push |`,
    `| push jobs left in pg-boss, by state | ${jobs || "–"} |`,
    "",
    `Bar (issue 28): the wave adds at most 50 ms to the API's p99: ${fmt(added)} ms, ${verdict}.`,
    "",
  ].join("\n");
}

/** Replaces this driver's push section between its markers (or appends it), leaving the rest of the page alone. */
export function writePushSection(file: string, r: PushBench): string {
  return writePageSection(file, `push:${r.driver}`, pushSection(r));
}
