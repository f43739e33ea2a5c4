import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../../apps/api/src/app.ts";
import type { Database } from "../../apps/api/src/db/client.ts";
import { posts, users } from "../../apps/api/src/db/schema/index.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { createMemoryMailer } from "../../apps/api/src/platform/mailer.ts";
import { createTokenService } from "../../apps/api/src/platform/tokens.ts";
import { benchAds } from "./ads.ts";
import { explainFeed } from "./explain.ts";
import { freshDatabase } from "./fresh-database.ts";
import { measure, type Target } from "./measure.ts";
import { writeReport } from "./report.ts";
import { seedBulk } from "./seed-bulk.ts";
import { benchSockets } from "./sockets.ts";

const total = Number(process.env.BENCH_POSTS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const whatIf = process.env.BENCH_WHATIF_SQL;
const SEARCH = "exam";
const root = path.join(import.meta.dirname, "../..");
const log = (m: string) => console.info(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

async function main() {
  const fresh = await freshDatabase("forum_bench", log);
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await fresh.open();
    const { db } = database;
    await seedReference(db);
    const seed = await seedBulk(db, total, log);
    log(`seeded in ${(seed.ms / 1000).toFixed(1)} s`);
    if (whatIf) {
      log(`what-if: ${whatIf}`);
      await db.execute(sql.raw(whatIf));
      await db.execute(sql`analyze posts`);
    }
    const serverVersion = String(
      ((await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] }).rows[0]?.v ?? "",
    ).split(" on ")[0]!;

    log("EXPLAIN (ANALYZE, BUFFERS) of the feed queries");
    const plans = await explainFeed(database, SEARCH);

    const detailIds = await db
      .select({ uuid: posts.uuid })
      .from(posts)
      .where(and(eq(posts.type, "post"), eq(posts.status, "published")))
      .orderBy(sql`random()`)
      .limit(2000);

    app = await buildApp({
      db,
      mailer: createMemoryMailer(),
      jwtSecret: "bench",
      publicUrl: "http://127.0.0.1",
    });
    // Answers to clients that have gone still queue their queries (PGlite runs one at a time, the pool ten): the
    // database is idle when a trivial query comes back at once a few times in a row (both queues are first come,
    // first served). At most a minute.
    const idle = async () => {
      for (let i = 0, quiet = 0; quiet < 3 && i < 600; i++) {
        const started = performance.now();
        await db.execute(sql`select 1`);
        quiet = performance.now() - started < 20 ? quiet + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    log(`app on ${address}`);

    // Guests share cached pages for a few seconds; a signed-in student's page is read afresh (with their own state),
    // so both are measured.
    const [student] = await db.select({ id: users.id, email: users.email }).from(users).limit(1);
    const { access_token } = await createTokenService("bench").issue({ ...student!, tokenVersion: 0 });
    const signedIn = { authorization: `Bearer ${access_token}` };
    const feed = "/forum/api/v1/posts?parents_only=1";
    const targets: Target[] = [
      { name: "feed page 1", path: feed, fixedRate: true },
      { name: "feed page 200", path: `${feed}&page=200` },
      { name: "feed page 1, signed in", path: feed, fixedRate: true, headers: signedIn },
      { name: "feed page 200, signed in", path: `${feed}&page=200`, headers: signedIn },
      { name: `search "${SEARCH}"`, path: `${feed}&search=${SEARCH}` },
      {
        name: `post detail (${detailIds.length} ids rotated)`,
        path: `/forum/api/v1/posts/${detailIds[0]!.uuid}`,
        rotate: detailIds.map((r) => `/forum/api/v1/posts/${r.uuid}`),
      },
    ];
    const fixedRate = database.driver === "postgres" ? { rate: 200, duration } : undefined;
    const rows = await measure(address, targets, { saturation: duration, warmup: 2, fixedRate, idle }, log);

    const out = whatIf ? path.join(os.tmpdir(), "benchmarks-whatif.md") : path.join(root, "docs/benchmarks.md");
    const text = writeReport(out, {
      driver: database.driver,
      serverVersion,
      seed,
      search: SEARCH,
      rows,
      plans,
    });
    console.info(`\n${text.split("Query plans")[0]}`);
    log(`wrote ${out}`);
  } finally {
    await app?.close();
    await database?.close();
    await fresh.drop();
  }
}

// The live-push bench runs after the feed's, or alone with `npm run bench -- --sockets-only` (see sockets.ts); the
// ads bench only alone, with `--ads-only` (see ads.ts).
const socketsOnly = process.argv.includes("--sockets-only");
const adsOnly = process.argv.includes("--ads-only");
const runs = adsOnly
  ? benchAds(log)
  : socketsOnly
    ? benchSockets(log)
    : main().then(() => (process.exitCode ? undefined : benchSockets(log)));
runs.catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
