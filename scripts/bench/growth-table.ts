import type { Row } from "./measure.ts";

/** One scale's results: rows seeded (posts and comments), its saturation rows and the bare Fastify's. */
export type ScaleResult = { posts: number; rows: Row[]; limit: Row[] };

const num = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`);
/** 20000 → "20k", 1000000 → "1M": the columns' names. */
export const scaleName = (n: number) =>
  n >= 1_000_000 && n % 100_000 === 0
    ? `${n / 1_000_000}M`
    : n >= 1000 && n % 100 === 0
      ? `${n / 1000}k`
      : n.toLocaleString("en-US");

/** A cell: req/s (the rounds' range, the share of the limit), then p50 and p99, and what went wrong if anything did. */
export function cell(r: Row | undefined, limit?: Row): string {
  if (!r) return "";
  const notes = [
    r.rpsRange && r.rpsRange[0] !== r.rpsRange[1] ? `${num(r.rpsRange[0])}-${num(r.rpsRange[1])}` : "",
    limit && limit.rps > 0 ? `${((r.rps / limit.rps) * 100).toFixed(1)}% of the limit` : "",
  ].filter(Boolean);
  const failed = r.non2xx + r.errors;
  const bad = failed ? `, **${num(failed)} failed** (${num(r.non2xx)} non-2xx, ${num(r.errors)} errors)` : "";
  const noted = notes.length ? ` (${notes.join("; ")})` : "";
  return `${num(r.rps)} req/s${noted}, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}${bad}`;
}

/**
 * The growth table: one row per scenario (saturation runs, in the order first measured), one column per scale, and
 * the bare Fastify replaying the forum's own answers (the limit) where there is one; each of our cells says which
 * share of that scale's limit it reached.
 */
export function growthTable(scales: ScaleResult[], mode: string, limitOf: Record<string, string>): string {
  const names = [...new Set(scales.flatMap((s) => s.rows.filter((r) => r.mode === mode).map((r) => r.endpoint)))];
  const find = (rows: Row[], name: string) => rows.find((r) => r.endpoint === name && r.mode === mode);
  const header = `| scenario | ${scales.map((s) => `${scaleName(s.posts)} posts`).join(" | ")} | bare Fastify, same bytes |`;
  const align = `| --- | ${scales.map(() => "---:").join(" | ")} | ---: |`;
  const lines = names.map((name) => {
    const limitName = limitOf[name];
    const cells = scales.map((s) => cell(find(s.rows, name), limitName ? find(s.limit, limitName) : undefined));
    const limits = limitName ? scales.map((s) => find(s.limit, limitName)).filter((r): r is Row => !!r) : [];
    const limit = limits.length
      ? limits.map((r) => `${num(r.rps)} req/s`).join(" / ") + (limits.length > 1 ? " (by scale)" : "")
      : "";
    return `| ${name} | ${cells.join(" | ")} | ${limit} |`;
  });
  return [header, align, ...lines].join("\n");
}
