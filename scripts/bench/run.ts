/**
 * npm run bench: a fresh database (a new forum_bench_* database on DATABASE_URL's server, or PGlite in a temp dir),
 * 100,000 seeded posts, EXPLAIN of the feed queries, then autocannon against the real app on 127.0.0.1.
 * Writes docs/benchmarks.md. Env: DATABASE_URL, BENCH_POSTS (default 100000), BENCH_DURATION (s, default 10),
 * BENCH_KEEP=1 keeps the database. BENCH_WHATIF_SQL: statements run after seeding (a candidate index, say); the
 * results are then only printed, never written to docs/benchmarks.md, as they are not the app's schema.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../../apps/api/src/app.ts";
import { type Database, openDatabase } from "../../apps/api/src/db/client.ts";
import { posts, users } from "../../apps/api/src/db/schema/index.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { createMemoryMailer } from "../../apps/api/src/platform/mailer.ts";
import { createTokenService } from "../../apps/api/src/platform/tokens.ts";
import { explainFeed } from "./explain.ts";
import { measure, type Target } from "./measure.ts";
import { writeReport } from "./report.ts";
import { seedBulk } from "./seed-bulk.ts";
import { benchSockets } from "./sockets.ts";

const url = process.env.DATABASE_URL;
const keep = process.env.BENCH_KEEP === "1";
const total = Number(process.env.BENCH_POSTS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const whatIf = process.env.BENCH_WHATIF_SQL;
const SEARCH = "exam";
const root = path.join(import.meta.dirname, "../..");
const log = (m: string) => console.info(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** Creates the fresh database and returns how to open it and how to get rid of it. */
async function freshDatabase(): Promise<{ open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-bench-"));
    log(`PGlite in ${dataDir}`);
    return {
      open: () => openDatabase({ dataDir }),
      drop: async () => (keep ? log(`kept ${dataDir}`) : fs.rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `forum_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {}); // a lost connection fails the statement below; unheard, it would end the run
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  log(`PostgreSQL database ${name}`);
  return {
    open: () => openDatabase({ url: benchUrl.toString() }),
    drop: async () => (keep ? log(`kept database ${name}`) : admin(`drop database if exists ${name} with (force)`)),
  };
}

async function main() {
  const fresh = await freshDatabase();
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

// The live-push bench runs after the feed's, or alone with `npm run bench -- --sockets-only` (see sockets.ts).
const socketsOnly = process.argv.includes("--sockets-only");
(socketsOnly ? benchSockets(log) : main().then(() => (process.exitCode ? undefined : benchSockets(log)))).catch(
  (err) => {
    console.error(err);
    process.exitCode = 1;
  },
);
