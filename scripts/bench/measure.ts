import { cannon } from "./cannon.ts";
import type { Scenario } from "./scenarios.ts";

export type Row = {
  endpoint: string;
  mode: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Over several rounds: the slowest and fastest round's req/s (the row holds the medians and the sums). */
  rpsRange?: [number, number];
};

export type MeasureOptions = {
  saturation: number;
  warmup: number;
  fixedRate?: { rate: number; duration: number };
  /** Resolves when the server has no request in flight. */
  idle: () => Promise<void>;
};

export const SATURATION = "saturation, 20 conn";

/**
 * Per scenario: a warm-up (4 connections), a saturation run (20 connections) and, for scenarios that ask, a run at a
 * fixed rate for honest latency. The load comes from autocannon in a process of its own (cannon.ts); after each run
 * the server is let go idle, as requests accepted but unanswered when a run stopped still hold the database.
 */
export async function measure(base: string, targets: Scenario[], o: MeasureOptions, log: (m: string) => void) {
  const rows: Row[] = [];
  for (const t of targets) {
    const load = { headers: t.headers, paths: t.paths };
    await cannon(`${base}${t.path}`, { ...load, connections: 4, seconds: o.warmup });
    await o.idle();
    const runs: [string, Awaited<ReturnType<typeof cannon>>][] = [
      [SATURATION, await cannon(`${base}${t.path}`, { ...load, connections: 20, seconds: o.saturation })],
    ];
    await o.idle();
    if (t.fixedRate && o.fixedRate) {
      const { rate, duration } = o.fixedRate;
      runs.push([
        `fixed ${rate} req/s`,
        await cannon(`${base}${t.path}`, { ...load, connections: 20, seconds: duration, rate }),
      ]);
      await o.idle();
    }
    for (const [mode, r] of runs) {
      const row = { endpoint: t.name, mode, ...r };
      rows.push(row);
      log(
        `${t.name} [${mode}]: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
      );
    }
  }
  return rows;
}

/**
 * Resolves once the server answers its health check (which asks the database) quickly three times in a row: PGlite
 * runs one query at a time and the pool ten, both first come first served, so a quick answer means nothing is
 * queued ahead. At most a minute.
 */
export async function serverIdle(base: string) {
  for (let i = 0, quiet = 0; quiet < 3 && i < 600; i++) {
    const started = performance.now();
    await fetch(`${base}/forum/api/v1/health`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    quiet = performance.now() - started < 20 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Several rounds of every scenario, interleaved (round 1 of all, then round 2 of all), so a slow spell of a shared
 * machine falls on several scenarios rather than on every run of one: each row is the rounds' median (req/s, p50,
 * p99), the sums of requests and failures, and the range of req/s.
 */
export function mergeRounds(rounds: Row[][]): Row[] {
  if (rounds.length === 1) return rounds[0]!;
  return rounds[0]!.map((first) => {
    const same = rounds.flatMap((r) => r.filter((x) => x.endpoint === first.endpoint && x.mode === first.mode));
    const rps = same.map((x) => x.rps);
    const sum = (f: (x: Row) => number) => same.reduce((n, x) => n + f(x), 0);
    return {
      endpoint: first.endpoint,
      mode: first.mode,
      rps: median(rps),
      p50: median(same.map((x) => x.p50)),
      p99: median(same.map((x) => x.p99)),
      requests: sum((x) => x.requests),
      non2xx: sum((x) => x.non2xx),
      errors: sum((x) => x.errors),
      rpsRange: [Math.min(...rps), Math.max(...rps)],
    };
  });
}

export async function measureRounds(
  base: string,
  targets: Scenario[],
  o: MeasureOptions,
  rounds: number,
  log: (m: string) => void,
) {
  const all: Row[][] = [];
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) log(`round ${round} of ${rounds}`);
    all.push(await measure(base, targets, o, log));
  }
  return mergeRounds(all);
}
