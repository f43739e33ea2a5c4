import path from "node:path";
import autocannon from "autocannon";

/** `fixedRate`: also measure latency at the fixed rate; `headers`: e.g. a signed-in student's Authorization. */
export type Target = {
  name: string;
  path: string;
  rotate?: string[];
  fixedRate?: boolean;
  headers?: Record<string, string>;
};
export type Row = {
  endpoint: string;
  mode: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
};

const rotator = path.join(import.meta.dirname, "rotate-path.cjs");

/**
 * One autocannon run. The load generator runs in a worker thread (workers: 1), so it does not share the server's event
 * loop; with one worker, overallRate is the whole rate.
 */
type RunOptions = { connections: number; duration: number; overallRate?: number; idle: () => Promise<void> };
async function run(base: string, t: Target, opts: RunOptions) {
  if (t.rotate) process.env.BENCH_PATHS = JSON.stringify(t.rotate);
  const result = await autocannon({
    url: `${base}${t.path}`,
    connections: opts.connections,
    duration: opts.duration,
    workers: 1,
    // PGlite answers one query at a time, so 20 connections queue for seconds; count slow answers, not timeouts.
    timeout: 30,
    ...(t.headers ? { headers: t.headers } : {}),
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    ...(t.rotate ? { requests: [{ method: "GET" as const, setupRequest: rotator }] } : {}),
  });
  // Requests the server accepted but had not answered when the run stopped still hold the database (PGlite runs one
  // query at a time); wait for them, so the next run does not pay for this one.
  await opts.idle();
  return result;
}

export type MeasureOptions = {
  saturation: number;
  warmup: number;
  fixedRate?: { rate: number; duration: number };
  /** Resolves when the server has no request in flight. */
  idle: () => Promise<void>;
};

/** Warm-up, a saturation run per target, and (for targets that ask) a fixed-rate run for honest latency. */
export async function measure(base: string, targets: Target[], o: MeasureOptions, log: (m: string) => void) {
  const rows: Row[] = [];
  const push = (t: Target, mode: string, r: autocannon.Result) => {
    const row = {
      endpoint: t.name,
      mode,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
    rows.push(row);
    log(`${t.name} [${mode}]: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
  };
  for (const t of targets) {
    await run(base, t, { connections: 4, duration: o.warmup, idle: o.idle });
    push(t, "saturation, 20 conn", await run(base, t, { connections: 20, duration: o.saturation, idle: o.idle }));
    if (t.fixedRate && o.fixedRate) {
      const r = await run(base, t, {
        connections: 20,
        duration: o.fixedRate.duration,
        overallRate: o.fixedRate.rate,
        idle: o.idle,
      });
      push(t, `fixed ${o.fixedRate.rate} req/s`, r);
    }
  }
  return rows;
}
