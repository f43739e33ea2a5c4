/**
 * The live-push bench (`npm run bench -- --sockets-only`, or after the feed bench): N students hold authenticated
 * Socket.IO connections to one instance (a child process holds the clients), then replies are posted at a fixed rate
 * to N's authors' posts and the time from the reply request to the push arriving is measured. Writes its own section
 * of docs/benchmarks.md. Env: BENCH_SOCKETS (default 10000), BENCH_SOCKET_REPLIES (400), BENCH_SOCKET_RATE (20/s),
 * DATABASE_URL (a fresh database on that server, else PGlite), REDIS_URL (use the Redis adapter, as in production).
 */
import { execSync, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { buildApp } from "../../apps/api/src/app.ts";
import type { Database } from "../../apps/api/src/db/client.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { createMemoryMailer } from "../../apps/api/src/platform/mailer.ts";
import { createTokenService } from "../../apps/api/src/platform/tokens.ts";
import { freshDatabase } from "./fresh-database.ts";
import { type SocketBench, writeSocketsSection } from "./sockets-report.ts";

const N = Number(process.env.BENCH_SOCKETS ?? 10_000);
const REPLIES = Number(process.env.BENCH_SOCKET_REPLIES ?? 400);
const RATE = Number(process.env.BENCH_SOCKET_RATE ?? 20);
const now = () => performance.timeOrigin + performance.now();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Log = (m: string) => void;

/** N students (ids 1..N in insertion order) and one post by each of the first REPLIES of them. */
async function seed(database: Database) {
  const { db } = database;
  await seedReference(db);
  await db.execute(sql`insert into users (email, username, email_verified_at)
    select 'bench' || g || '@sockets.test', 'bench_' || g, now() from generate_series(1, ${N}) g`);
  const ids = (
    (await db.execute(sql`select id, email from users order by id`)) as unknown as {
      rows: { id: number; email: string }[];
    }
  ).rows;
  const targets = ids.slice(0, Math.min(REPLIES, ids.length));
  const posted = (await db.execute(sql`insert into posts (type, status, title, content, content_text, user_id)
    select 'post', 'published', 'Bench post ' || u.id, '<p>Where is the exam hall?</p>', 'Where is the exam hall?', u.id
    from users u where u.id in (${sql.join(
      targets.map((t) => sql`${t.id}`),
      sql`, `,
    )}) returning uuid, user_id`)) as unknown as {
    rows: { uuid: string; user_id: number }[];
  };
  return { users: ids, posts: posted.rows };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

export async function benchSockets(log: Log): Promise<void> {
  const fresh = await freshDatabase("forum_bench_sockets", log);
  const database = await fresh.open();
  const drop = fresh.drop;
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    db: database.db,
    mailer: createMemoryMailer(),
    jwtSecret: "bench",
    publicUrl: "http://127.0.0.1",
    redis,
    realtimeChannel: `forum-bench-${randomBytes(4).toString("hex")}`,
  });
  const child = fork(path.join(import.meta.dirname, "socket-clients.ts"), { execArgv: ["--import", "tsx"] });
  try {
    const { users, posts } = await seed(database);
    const tokens = createTokenService("bench");
    const clients = await Promise.all(
      users.map(async (u) => ({ userId: u.id, token: (await tokens.issue({ ...u, tokenVersion: 0 })).access_token })),
    );
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const fdLimit = Number(execSync("ulimit -n", { shell: "/bin/sh" }).toString().trim());
    log(`app on ${address}; ${N} sockets to open (file descriptors per process: ${fdLimit})`);

    const messages = new Map<string, (m: never) => void>();
    const next = <T>(type: string) => new Promise<T>((resolve) => messages.set(type, resolve as (m: never) => void));
    child.on("message", (m: { type: string; done?: number }) => {
      if (m.type === "progress") log(`  ${m.done} sockets`);
      messages.get(m.type)?.(m as never);
    });
    const connected = next<{ times: number[]; failures: number; ms: number; rss: number }>("connected");
    child.send({ type: "start", url: address, clients, concurrency: 200 });
    const conn = await connected;
    const serverConnections = await new Promise<number>((r) => app.server.getConnections((_e, n) => r(n)));
    log(`${conn.times.length} connected, ${conn.failures} refused, in ${(conn.ms / 1000).toFixed(1)} s`);

    // Open loop: replies leave on schedule whether or not earlier ones have answered.
    const sent: { target: number; postId: string; t0: number; http: number; status: number }[] = [];
    const byUser = new Map(users.map((u, i) => [u.id, clients[i]!.token]));
    const started = now();
    await Promise.all(
      posts.map(async (p, i) => {
        await wait(Math.max(0, started + (i * 1000) / RATE - now()));
        const replier = users[(users.findIndex((u) => u.id === p.user_id) + 1) % users.length]!;
        const t0 = now();
        const res = await fetch(`${address}/forum/api/v1/posts`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${byUser.get(replier.id)}` },
          body: JSON.stringify({ content: "<p>Room B12, second floor.</p>", parent_uuid: p.uuid, type: "comment" }),
        });
        sent.push({ target: p.user_id, postId: p.uuid, t0, http: now() - t0, status: res.status });
      }),
    );
    await wait(2_000);
    const collected = next<{ arrivals: { userId: number; postId: string; at: number }[]; stillConnected: number }>(
      "arrivals",
    );
    child.send({ type: "collect" });
    const { arrivals, stillConnected } = await collected;

    const latency = sent
      .map((s) => arrivals.find((a) => a.userId === s.target && a.postId === s.postId)?.at ?? Number.NaN)
      .map((at, i) => at - sent[i]!.t0)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const result: SocketBench = {
      driver: database.driver,
      adapter: redis ? "redis" : "memory",
      sockets: N,
      connected: conn.times.length,
      refused: conn.failures,
      connectSeconds: conn.ms / 1000,
      handshakeP50: percentile(
        [...conn.times].sort((a, b) => a - b),
        50,
      ),
      handshakeP99: percentile(
        [...conn.times].sort((a, b) => a - b),
        99,
      ),
      serverConnections,
      stillConnected,
      fdLimit,
      serverRssMb: process.memoryUsage().rss / 2 ** 20,
      clientRssMb: conn.rss / 2 ** 20,
      replies: sent.length,
      rate: RATE,
      replyErrors: sent.filter((s) => s.status !== 201).length,
      delivered: latency.length,
      misdelivered: arrivals.filter((a) => !sent.some((s) => s.postId === a.postId && s.target === a.userId)).length,
      p50: percentile(latency, 50),
      p99: percentile(latency, 99),
      max: latency.at(-1) ?? Number.NaN,
      httpP99: percentile(
        sent.map((s) => s.http).sort((a, b) => a - b),
        99,
      ),
    };
    const file = path.join(import.meta.dirname, "../../docs/benchmarks.md");
    console.info(`\n${writeSocketsSection(file, result)}`);
    log(`wrote ${file}`);
  } finally {
    child.send({ type: "close" });
    await app.close();
    redis?.disconnect();
    await database.close();
    await drop();
  }
}
