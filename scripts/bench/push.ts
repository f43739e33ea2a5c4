/**
 * The Web Push bench (`npm run bench -- --push-only`, or after the feed and sockets benches unless BENCH_PUSH=0):
 * does pushing to 10,000 devices delay the API's answers (issue 28: by at most 50 ms at p99)? A fresh database with
 * BENCH_PUSH_SUBSCRIPTIONS students (default 10,000), each with one push subscription on a local push service (a
 * process of its own, push-service.ts) and all watching one community; the real server in its own process. A cheap
 * API load (health and the guest feed's page 1, alternately, at BENCH_PUSH_RATE req/s, default 100) runs from an
 * autocannon process for BENCH_PUSH_BASELINE seconds (default 20) with nothing to push, then again while one post in
 * that community goes out: N `watched` notifications, handed on by the dispatcher, N pg-boss jobs, N encrypted posts.
 * The second run lasts until the push service has counted N messages (at most BENCH_PUSH_TIMEOUT seconds, 240).
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/api/src/db/client.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { createTokenService } from "../../apps/api/src/platform/tokens.ts";
import { type CannonResult, cannon } from "./cannon.ts";
import { freshDatabase } from "./fresh-database.ts";
import { type PushBench, summarise, writePushSection } from "./push-report.ts";
import { startServer } from "./server-process.ts";

const N = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? 10_000);
const RATE = Number(process.env.BENCH_PUSH_RATE ?? 100);
const BASELINE = Number(process.env.BENCH_PUSH_BASELINE ?? 20);
const TIMEOUT = Number(process.env.BENCH_PUSH_TIMEOUT ?? 240);
const root = path.join(import.meta.dirname, "../..");
const paths = ["/forum/api/v1/health", "/forum/api/v1/posts?parents_only=1"];
const now = () => performance.timeOrigin + performance.now();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadavg = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
/** A process's CPU time so far (user + system), in seconds: /proc/<pid>/stat's utime and stime, in clock ticks. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
type Log = (m: string) => void;
type Keys = { p256dh: string; auth: string };
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The push service's process: its origin and the device keys every subscription shares; asks it for its counts. */
async function startPushService() {
  const child = fork(path.join(import.meta.dirname, "push-service.ts"), { execArgv: ["--import", "tsx"] });
  const waiting = new Map<string, (m: never) => void>();
  child.on("message", (m: { type: string }) => waiting.get(m.type)?.(m as never));
  const ask = <T>(type: string) =>
    new Promise<T>((resolve) => {
      waiting.set(type, resolve as (m: never) => void);
      if (type !== "ready") child.send({ type });
    });
  const { origin, keys } = await ask<{ origin: string; keys: Keys }>("ready");
  return {
    origin,
    keys,
    count: async () => (await ask<{ count: number }>("count")).count,
    stats: () => ask<PushBench["service"]>("stats"),
    close: () => child.connected && child.send({ type: "close" }),
  };
}

/**
 * N students, each with one subscription (endpoint `<origin>/send/<id>`) and a member of one community they all
 * watch; one more student, the writer, a member too. Plain statements over generate_series: seconds at 10,000.
 */
async function seed({ db }: Database, origin: string, keys: Keys) {
  await seedReference(db);
  await db.execute(sql`insert into users (email, username, email_verified_at)
    select 'push' || g || '@bench.test', 'push_' || g, now() from generate_series(1, ${N + 1}) g`);
  const [writer] = rows<{ id: number; email: string }>(
    await db.execute(sql`select id, email from users order by id desc limit 1`),
  );
  const [club] = rows<{ id: number }>(
    await db.execute(sql`insert into communities (name, acronym, members_count)
      values ('Push bench club', 'PBC', ${N + 1}) returning id`),
  );
  await db.execute(sql`insert into community_members (community_id, user_id) select ${club!.id}::int, id from users`);
  await db.execute(sql`insert into watches (user_id, community_id, level)
    select id, ${club!.id}::int, 'watching' from users where id <> ${writer!.id}::int`);
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, ${origin} || '/send/' || id, ${keys.p256dh}, ${keys.auth} from users where id <> ${writer!.id}::int`);
  for (const table of ["users", "community_members", "watches", "push_subscriptions"]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return { writer: writer!, communityId: club!.id };
}

/** What the wave left in the database: the notifications written and the push jobs by state. */
async function afterwards({ db }: Database) {
  const [told] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from notifications where type = 'watched'`),
  );
  const jobs = await db
    .execute(sql`select state, count(*)::int as n from pgboss.job where name = 'push-send' group by state`)
    .then((r) => Object.fromEntries(rows<{ state: string; n: number }>(r).map((j) => [j.state, j.n])))
    .catch(() => ({}) as Record<string, number>);
  return { notifications: told?.n ?? 0, jobs };
}

/** The wave second by second in the log (not the page): when the slow answers came, to look for their cause. */
function logSeconds(log: Log, run: CannonResult, from: number) {
  const bySecond = new Map<number, number[]>();
  for (const [at, ms] of run.samples ?? []) {
    const s = Math.floor((at - from) / 1000);
    if (s >= 0) bySecond.set(s, [...(bySecond.get(s) ?? []), ms]);
  }
  const line = [...bySecond.entries()].map(([s, ms]) => `${s}s:${Math.round(Math.max(...ms))}`).join(" ");
  log(`slowest answer per second after the post (ms): ${line}`);
}

export async function benchPush(log: Log): Promise<void> {
  const fresh = await freshDatabase("forum_bench_push", log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-bench-push-"));
  const service = await startPushService();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    let database = await fresh.open();
    const driver = database.driver;
    const started = now();
    const { writer, communityId } = await seed(database, service.origin, service.keys).finally(() => database.close());
    log(`${N.toLocaleString("en-US")} students with a push subscription, seeded in ${Math.round(now() - started)} ms`);
    server = await startServer(path.join(root, "apps/api/src/main.ts"), {
      tsx: true,
      env: {
        ...fresh.env,
        DATA_DIR: fresh.env.DATA_DIR ?? dataDir,
        JWT_SECRET: "bench",
        LOG_LEVEL: "warn",
        SEED_DEMO: "0",
        PUSH_ALLOWED_ORIGINS: service.origin,
      },
      health: "/forum/api/v1/health",
    });
    log(`server (pid ${server.pid}) on ${server.base}; push service on ${service.origin}`);
    const load = (seconds: number, until?: Promise<unknown>) =>
      cannon(`${server!.base}${paths[0]}`, { connections: 10, rate: RATE, seconds, paths, samples: true, until });

    await cannon(`${server.base}${paths[0]}`, { connections: 4, seconds: 3, paths }); // warm-up
    const loadBefore = loadavg();
    log(`baseline: ${BASELINE} s at ${RATE} req/s, nothing to push (load ${loadBefore})`);
    let cpuAt = cpuSeconds(server.pid);
    const baseline = await load(BASELINE);
    const baselineCpu = (cpuSeconds(server.pid) - cpuAt) / BASELINE;

    // The wave: the load runs from before the post until the last push has arrived (or the timeout).
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const during = load(TIMEOUT, done);
    await wait(2_000);
    const { access_token } = await createTokenService("bench").issue({ ...writer, tokenVersion: 0 });
    cpuAt = cpuSeconds(server.pid);
    const postAt = now();
    const res = await fetch(`${server.base}/forum/api/v1/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` },
      body: JSON.stringify({
        title: "Exam timetable is out",
        content: "<p>The second semester timetable is on the portal: check your hall.</p>",
        community_id: communityId,
      }),
    });
    const postMs = now() - postAt;
    if (res.status !== 201) throw new Error(`the post was answered ${res.status}: ${await res.text()}`);
    log(`post published in ${Math.round(postMs)} ms; waiting for ${N.toLocaleString("en-US")} pushes`);
    let counted = 0;
    let reported = 0;
    const deadline = postAt + TIMEOUT * 1000 - 3_000;
    while (counted < N && now() < deadline) {
      await wait(250);
      counted = await service.count();
      if (now() - reported > 10_000) {
        reported = now();
        log(`  ${counted.toLocaleString("en-US")} pushes after ${Math.round((now() - postAt) / 1000)} s`);
      }
    }
    const wavedAt = now();
    const cpu = cpuSeconds(server.pid) - cpuAt;
    await wait(1_000); // a second of load after the last push: what it left behind shows too
    finish();
    const duringRun = await during;
    logSeconds(log, duringRun, postAt);
    const loadAfter = loadavg();
    const stats = await service.stats();
    await server.stop();
    server = undefined;
    database = await fresh.open();
    const left = await afterwards(database).finally(() => database.close());
    const result: PushBench = {
      driver,
      subscriptions: N,
      rate: RATE,
      load: { before: loadBefore, after: loadAfter },
      baseline: summarise(baseline as Required<CannonResult>),
      during: summarise(duringRun as Required<CannonResult>, { from: postAt, to: wavedAt }),
      postMs,
      postAt,
      serverCpuSeconds: cpu,
      baselineCpuPerSecond: baselineCpu,
      waveSeconds: (wavedAt - postAt) / 1000,
      timedOut: counted < N,
      service: stats,
      ...left,
    };
    const file = process.env.BENCH_OUT ?? path.join(root, "docs/benchmarks.md");
    console.info(`\n${writePushSection(file, result)}`);
    log(`wrote ${file}`);
  } finally {
    await server?.stop();
    service.close();
    await fresh.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
