import type { ScaleResult } from "./growth-table.ts";
import { SATURATION } from "./measure.ts";
import { names } from "./scenarios.ts";

/** Issue 27's goals at 100k posts: at least `rps` at saturation with p99 at most `p99` ms. */
const AT_100K: { name: string; rps: number; p99: number }[] = [
  { name: names.postGuest, rps: 2_000, p99: 50 },
  { name: names.postSignedIn, rps: 1_000, p99: 50 },
  { name: names.feedSignedIn, rps: 1_500, p99: 50 },
  { name: names.postHtml, rps: 1_000, p99: 50 },
  { name: names.common, rps: 500, p99: 100 },
  { name: names.phrase, rps: 500, p99: 100 },
];
/** Searches at 1M posts: none more than this many times slower (req/s) than at 100k. */
const GROWTH_MAX = 2;

const mark = (ok: boolean) => (ok ? "met" : "**not met**");
const n = (x: number) => Math.round(x).toLocaleString("en-US");

/** The goals as a list of lines, each saying the measured value and whether it was met; scales not run are skipped. */
export function goals(scales: ScaleResult[]): string[] {
  const at = (posts: number) => scales.find((s) => s.posts >= posts * 0.95 && s.posts <= posts * 1.05);
  const row = (s: ScaleResult | undefined, name: string) =>
    s?.rows.find((r) => r.endpoint === name && r.mode === SATURATION);
  const out: string[] = [];
  const mid = at(100_000);
  for (const g of AT_100K) {
    const r = row(mid, g.name);
    if (!r) continue;
    const ok = r.rps >= g.rps && r.p99 <= g.p99;
    out.push(
      `- 100k, ${g.name}: ${n(r.rps)} req/s, p99 ${n(r.p99)} ms (goal ≥ ${n(g.rps)} req/s, p99 ≤ ${g.p99} ms): ${mark(ok)}`,
    );
  }
  const big = at(1_000_000);
  for (const r of big?.rows.filter((x) => x.endpoint.startsWith("search") && x.mode === SATURATION) ?? []) {
    const before = row(mid, r.endpoint);
    if (!before) continue;
    const slower = before.rps / Math.max(r.rps, 1e-9);
    const failed = r.non2xx + r.errors;
    out.push(
      `- 1M, ${r.endpoint}: ${slower.toFixed(2)}× slower than at 100k, ${n(failed)} failed (goal ≤ ${GROWTH_MAX}×, 0 failed): ${mark(slower <= GROWTH_MAX && failed === 0)}`,
    );
  }
  return out;
}
