import { errorCodes, messages } from "@forum/contract";
import { eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "../env.ts";
import { type ServerProcess, startServerProcess } from "../test/server-process.ts";
import { postgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from "../test/throwaway-postgres.ts";
import { createPool } from "./pg-pool.ts";
import { bookmarks, postReactions, posts, users } from "./schema/index.ts";

type Attempt = {
  kind: "like" | "bookmark";
  user: number;
  post: number;
  /** -1: no HTTP answer at all (connection refused or reset). */
  status: number;
  retryAfter: string | null;
  body: unknown;
  startedAt: number;
  endedAt: number;
};

const bin = postgresBinaries();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let pg: ThrowawayPostgres | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  await pg?.remove();
}, 30_000);

/** Likes (a transaction) and bookmarks (one statement), each on a post this student has not touched yet. */
async function writeLoop(
  base: string,
  student: { token: string; id: number },
  targets: { id: number; uuid: string }[],
  load: { stopped: boolean },
) {
  const out: Attempt[] = [];
  const auth = { authorization: `Bearer ${student.token}` };
  for (const [i, target] of targets.entries()) {
    if (load.stopped) break;
    const kind = i % 2 === 0 ? "like" : "bookmark";
    const startedAt = performance.now();
    const res = await (kind === "like"
      ? fetch(`${base}/forum/api/v1/posts/${target.id}/toggle-like`, { method: "POST", headers: auth })
      : fetch(`${base}/forum/api/v1/bookmarks/toggle`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ post_uuid: target.uuid, status: 1 }),
        })
    ).catch(() => null);
    const body = await res?.json().catch(() => null);
    const retryAfter = res?.headers.get("retry-after") ?? null;
    const endedAt = performance.now();
    out.push({
      kind,
      user: student.id,
      post: target.id,
      status: res?.status ?? -1,
      retryAfter,
      body,
      startedAt,
      endedAt,
    });
    await sleep(5);
  }
  return out;
}

// Its own PostgreSQL cluster, not a test database: it runs once, in the "api" project (the "api-postgres" one skips).
describe.runIf(testEnv().db === "pglite")("PostgreSQL restarting under concurrent writes", () => {
  it("keeps the process up and every acknowledged write, answers 503 + Retry-After meanwhile, and recovers", async (ctx) => {
    ctx.skip(!bin, "no PostgreSQL server binaries in /usr/lib/postgresql/*/bin: fault test skipped");
    pg = await startThrowawayPostgres(bin!);
    server = await startServerProcess({ DATABASE_URL: pg.url, LOG_LEVEL: "warn" });
    const { base } = server;
    const students = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const token = await server!.student(`fault${n}@example.com`);
        const me = await fetch(`${base}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } });
        return { token, id: ((await me.json()) as { data: { user_id: number } }).data.user_id };
      }),
    );
    const pool = createPool(pg.url, { max: 2 });
    const db = drizzle(pool);
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      type: "post" as const,
      status: "published" as const,
      title: `Fault ${i}`,
      content: `<p>Post ${i}</p>`,
      contentText: `Post ${i}`,
      userId: students[0]!.id,
    }));
    const targets = await db.insert(posts).values(rows).returning({ id: posts.id, uuid: posts.uuid });
    // Writing as fast as they can, students would meet the write throttle (429) long before the restarts; admins
    // are not throttled, and liking or bookmarking works the same for them.
    await db
      .update(users)
      .set({ isAdmin: true })
      .where(
        inArray(
          users.id,
          students.map((s) => s.id),
        ),
      );
    await pool.end();

    const load = { stopped: false };
    const loops = students.map((s) => writeLoop(base, s, targets, load));
    const backAt: number[] = [];
    await sleep(1_500);
    const alive = () => expect(server!.exited(), `the server died:\n${server!.logTail()}`).toBeNull();
    for (let round = 0; round < 2; round++) {
      await pg.restart();
      backAt.push(performance.now());
      await sleep(2_500);
      alive();
    }
    // Down for a while: the health check and the writes answer 503 at once.
    await pg.stop();
    const downFrom = performance.now();
    await sleep(500);
    alive();
    const health = await fetch(`${base}/forum/api/v1/health`);
    expect(health.status).toBe(503);
    expect(Number(health.headers.get("retry-after"))).toBeGreaterThan(0);
    // A comment looks its parent up first: that failure is a 503 too, not "no such post".
    const comment = await fetch(`${base}/forum/api/v1/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${students[1]!.token}`, "content-type": "application/json" },
      body: JSON.stringify({ type: "comment", parent_uuid: targets[0]!.uuid, content: "<p>Still there?</p>" }),
    });
    expect(comment.status).toBe(503);
    expect(performance.now() - downFrom).toBeLessThan(5_000);
    const downTo = performance.now();
    await pg.start();
    backAt.push(performance.now());
    await sleep(2_500);
    await pg.restart();
    backAt.push(performance.now());
    await sleep(3_000);
    load.stopped = true;
    const attempts = (await Promise.all(loops)).flat();

    alive();
    expect((await fetch(`${base}/forum/api/v1/health`)).status).toBe(200);

    // Every answer is a success or a quick 503 with Retry-After and the error body: no 500, no hang, no reset.
    const strange = attempts.filter((a) => a.status !== 200 && a.status !== 503);
    expect(strange.map(({ body, startedAt, endedAt, ...a }) => a)).toEqual([]);
    const unavailable = attempts.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const a of unavailable) {
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(a.body).toEqual({ message: messages.errors.unavailable, error: errorCodes.unavailable });
    }
    expect(Math.max(...attempts.map((a) => a.endedAt - a.startedAt))).toBeLessThan(8_000);
    const duringOutage = attempts.filter((a) => a.startedAt > downFrom && a.endedAt < downTo);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(new Set(duringOutage.map((a) => a.status))).toEqual(new Set([503]));

    // Back within seconds of each restart.
    for (const at of backAt) {
      const firstOk = attempts.find((a) => a.status === 200 && a.startedAt >= at);
      expect(firstOk, `no success after the database came back at ${at}`).toBeDefined();
      expect(firstOk!.endedAt - at).toBeLessThan(5_000);
    }

    // Every acknowledged write is there.
    const check = createPool(pg.url, { max: 1 });
    const read = drizzle(check);
    const liked = new Set(
      (await read.select().from(postReactions).where(eq(postReactions.value, 1))).map((r) => `${r.userId}:${r.postId}`),
    );
    const marked = new Set((await read.select().from(bookmarks)).map((r) => `${r.userId}:${r.postId}`));
    await check.end();
    const acknowledged = attempts.filter((a) => a.status === 200);
    expect(acknowledged.length).toBeGreaterThan(50);
    const lost = acknowledged.filter((a) => !(a.kind === "like" ? liked : marked).has(`${a.user}:${a.post}`));
    expect(lost.map(({ body, ...a }) => a)).toEqual([]);
  }, 300_000); // a server process that starts on a loaded machine (up to 2 minutes, test/server-process.ts)
});
