import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { posts, users } from "../../apps/api/src/db/schema/index.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { createTokenService } from "../../apps/api/src/platform/tokens.ts";
import { benchAds } from "./ads.ts";
import { explainFeed } from "./explain.ts";
import { openProbeApp } from "./explain-app.ts";
import { freshDatabase } from "./fresh-database.ts";
import { record, startLimitServer } from "./limit.ts";
import { measureRounds, serverIdle } from "./measure.ts";
import { benchPush } from "./push.ts";
import { LIMIT_OF, type ScaleReport, writeReport } from "./report.ts";
import { COMMON, probes, rarePhrase, type Scenario, scenarios, searchPath } from "./scenarios.ts";
import { seedBulk } from "./seed-bulk.ts";
import { type ServerProcess, startServer } from "./server-process.ts";
import { benchSockets } from "./sockets.ts";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const whatIf = process.env.BENCH_WHATIF_SQL;
const root = path.join(import.meta.dirname, "../..");
const webDist = path.join(root, "apps/web/dist");
const log = (m: string) => console.info(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);
const loadavg = () =>
  fs.existsSync("/proc/loadavg")
    ? fs.readFileSync("/proc/loadavg", "utf8").trim()
    : os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/**
 * The scales (posts seeded, comments included): BENCH_POSTS for one, else BENCH_SCALES (comma-separated), else
 * 20k, 100k and 1M on PostgreSQL; PGlite, one query at a time in this machine's memory, stops at 100k.
 */
function scales(): number[] {
  if (process.env.BENCH_POSTS) return [Number(process.env.BENCH_POSTS)];
  const fallback = process.env.DATABASE_URL ? "20000,100000,1000000" : "20000,100000";
  return (process.env.BENCH_SCALES || fallback).split(",").map((s) => Number(s.trim()));
}

/** The post page HTML scenario needs the built web app; build it once if it is missing. */
function ensureWebBuild() {
  if (fs.existsSync(path.join(webDist, "index.html"))) return;
  log("apps/web/dist is missing: npm run build");
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("npm run build failed");
}

async function benchScale(
  total: number,
): Promise<{ driver: "postgres" | "pglite"; version: string; scale: ScaleReport }> {
  const phases: Record<string, number> = {};
  const fresh = await freshDatabase("forum_bench", log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-bench-server-"));
  let server: ServerProcess | undefined;
  try {
    let started = Date.now();
    const database = await fresh.open();
    const { db, driver } = database;
    let version: string;
    let input: Parameters<typeof scenarios>[0];
    let phrase: Awaited<ReturnType<typeof rarePhrase>>;
    let plans: Awaited<ReturnType<typeof explainFeed>>;
    let seed: Awaited<ReturnType<typeof seedBulk>>;
    try {
      await seedReference(db);
      seed = await seedBulk(db, total, log);
      phases.seed = seconds(started);
      log(`${total.toLocaleString("en-US")} posts seeded in ${phases.seed} s`);
      if (whatIf) {
        log(`what-if: ${whatIf}`);
        await db.execute(sql.raw(whatIf));
        await db.execute(sql`analyze posts`);
      }
      const rows = (q: unknown) => (q as { rows: Record<string, unknown>[] }).rows;
      version = String(rows(await db.execute(sql`select version() as v`))[0]?.v ?? "").split(" on ")[0]!;
      const published = and(eq(posts.type, "post"), eq(posts.status, "published"));
      const uuids = (
        await db.select({ uuid: posts.uuid }).from(posts).where(published).orderBy(sql`random()`).limit(2000)
      ).map((r) => r.uuid);
      const texts = (
        await db.select({ text: posts.contentText }).from(posts).where(published).orderBy(asc(posts.id)).limit(12)
      ).map((r) => r.text);
      const [student] = await db.select({ id: users.id, email: users.email }).from(users).limit(1);
      const { access_token } = await createTokenService("bench").issue({ ...student!, tokenVersion: 0 });
      const signedIn = { authorization: `Bearer ${access_token}` };

      started = Date.now();
      log("EXPLAIN (ANALYZE, BUFFERS): the feed, each post page read and each search");
      // The repository's list calls by name: if a change elsewhere renamed them, the plans below still come (the app's).
      plans = await explainFeed(database, COMMON).catch((err: Error) => {
        log(`the feed's repository calls could not be recorded: ${err.message}`);
        return [];
      });
      // One app instance picks the phrase, another explains: the second's caches have not seen the phrase yet.
      const picker = await openProbeApp(database);
      try {
        phrase = await rarePhrase(texts, async (q) => {
          const answer = (await picker.ask({ name: "phrase", path: searchPath(q) })) as { total?: number };
          return answer.total ?? 0;
        });
      } finally {
        await picker.close();
      }
      log(`rare phrase: ${phrase.phrase} (${phrase.total} matches)`);
      input = { uuids, signedIn, phrase: phrase.phrase };
      const probe = await openProbeApp(database, webDist);
      try {
        plans.push(...(await probe.explain(probes(input))));
      } finally {
        await probe.close();
      }
      phases.explain = seconds(started);
    } finally {
      // The server opens the database itself (an embedded data directory takes one process at a time).
      await database.close();
    }

    started = Date.now();
    server = await startServer(path.join(root, "apps/api/src/main.ts"), {
      tsx: true,
      env: {
        ...fresh.env,
        DATA_DIR: fresh.env.DATA_DIR ?? dataDir,
        JWT_SECRET: "bench",
        LOG_LEVEL: "warn",
        SEED_DEMO: "0",
      },
      health: "/forum/api/v1/health",
    });
    log(`server (pid ${server.pid}) on ${server.base}, ready in ${seconds(started)} s`);
    const list = scenarios(input);
    const fixedRate = driver === "postgres" ? { rate: 200, duration } : undefined;
    const options = (base: string) => ({ saturation: duration, warmup: 2, fixedRate, idle: () => serverIdle(base) });
    const before = loadavg();
    started = Date.now();
    const measured = await measureRounds(server.base, list, options(server.base), rounds, log);
    const limited = list.filter((s): s is Scenario & { limitRoute: string } => !!s.limitRoute);
    const answers = await Promise.all(limited.map((s) => record(server!.base, s.limitRoute, s.path)));
    phases.measure = seconds(started);
    await server.stop();
    server = undefined;

    started = Date.now();
    const limitServer = await startLimitServer(answers);
    let limit: Awaited<ReturnType<typeof measureRounds>>;
    try {
      const replayed = limited.map(({ fixedRate: _, ...s }) => ({ ...s, name: LIMIT_OF[s.name]! }));
      limit = await measureRounds(limitServer.base, replayed, options(limitServer.base), rounds, log);
    } finally {
      await limitServer.stop();
    }
    phases.limit = seconds(started);
    const after = loadavg();
    return {
      driver,
      version,
      scale: { posts: total, seed, phrase, plans, rows: measured, limit, load: { before, after }, phases },
    };
  } finally {
    await server?.stop();
    await fresh.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  ensureWebBuild();
  const done: ScaleReport[] = [];
  const out = whatIf
    ? path.join(os.tmpdir(), "benchmarks-whatif.md")
    : (process.env.BENCH_OUT ?? path.join(root, "docs/benchmarks.md"));
  for (const total of scales()) {
    const { driver, version, scale } = await benchScale(total);
    done.push(scale);
    // Written after each scale, so a run stopped at 1M keeps the smaller scales' results.
    const text = writeReport(out, { driver, serverVersion: version, duration, rounds, scales: done });
    console.info(`\n${text.split("### ")[0]}`);
    log(`wrote ${out}`);
  }
}

// The live-push and Web Push benches run after the feed bench (unless BENCH_SOCKETS=0, BENCH_PUSH=0), or alone with
// `npm run bench -- --sockets-only` (see sockets.ts) or `--push-only` (push.ts); the ads bench only alone, with
// `--ads-only` (see ads.ts).
const only = (name: string) => process.argv.includes(`--${name}-only`);
const after = (enabled: string | undefined, next: () => Promise<void>) => () =>
  process.exitCode || enabled === "0" ? undefined : next();
const runs = only("ads")
  ? benchAds(log)
  : only("sockets")
    ? benchSockets(log)
    : only("push")
      ? benchPush(log)
      : main()
          .then(after(process.env.BENCH_SOCKETS, () => benchSockets(log)))
          .then(after(process.env.BENCH_PUSH, () => benchPush(log)));
runs.catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
