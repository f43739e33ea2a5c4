import { assembleApp } from "../../apps/api/src/app.ts";
import type { Database } from "../../apps/api/src/db/client.ts";
import { createBackgroundTasks } from "../../apps/api/src/platform/background.ts";
import { createMemoryMailer } from "../../apps/api/src/platform/mailer.ts";
import { explainPlans, type Plan, type Query, recordingDb } from "./explain.ts";

export type Probe = { name: string; path: string; headers?: Record<string, string> };

/** Statements worth a plan: reads and writes, not the transaction's own BEGIN, COMMIT, SET or SAVEPOINT. */
const planned = (q: Query) => /^\s*(\(?\s*select|with|insert|update|delete)\b/i.test(q.sql);

/**
 * The app itself, in this process, on a Drizzle instance that records its SQL: `ask` answers a request as the
 * server would (e.g. to pick a search phrase by its total), `explain` runs requests through the routes, services and
 * caches and EXPLAINs every statement each one sent. So the plans follow whatever SQL the app runs today, without a
 * hand-copied look-alike. Close it before another process opens an embedded (PGlite) data directory.
 */
export async function openProbeApp(database: Database, webDist?: string) {
  const captured: Query[] = [];
  const { db } = recordingDb(database, captured);
  const background = createBackgroundTasks(console as never);
  const { app } = await assembleApp({
    db,
    mailer: createMemoryMailer(),
    jwtSecret: "bench",
    publicUrl: "http://127.0.0.1",
    webDist,
    background,
    jobsOnListen: false,
  });
  await app.ready();
  // Fastify's close() is once only; explain() closes the app to see what it writes at shutdown.
  let closed: Promise<undefined> | undefined;
  const close = () => (closed ??= app.close().then(() => undefined));
  const inject = async (p: Probe) => {
    const res = await app.inject({ method: "GET", url: p.path, headers: p.headers });
    await background.idle();
    return res;
  };
  return {
    ask: async (p: Probe) => (await inject(p)).json() as unknown,
    /** Each request once, cold for the app's own caches (the first ask of its kind), and the plans of its SQL. */
    async explain(probes: Probe[]): Promise<Plan[]> {
      const plans: Plan[] = [];
      for (const p of probes) {
        captured.length = 0;
        const res = await inject(p);
        if (res.statusCode >= 400) throw new Error(`${p.name}: ${p.path} answered ${res.statusCode}`);
        const statements = captured.filter(planned);
        // The round trips the request made: what a "one statement" goal counts (transaction control included).
        const other = captured.length - statements.length;
        const trips = `${p.name}: ${captured.length} statement${captured.length === 1 ? "" : "s"} sent`;
        plans.push({
          name: other ? `${trips} (${other} of them BEGIN, COMMIT or SET)` : trips,
          sql: "",
          params: [],
          plan: "",
        });
        statements.forEach(
          (q, i) => void plans.push({ name: `${p.name}: ${i + 1}/${statements.length}`, ...q, plan: "" }),
        );
      }
      // What the app writes when it stops (e.g. view counts kept in memory and written in batches).
      captured.length = 0;
      await close();
      captured
        .filter(planned)
        .forEach((q, i) => void plans.push({ name: `written at shutdown: ${i + 1}`, ...q, plan: "" }));
      await explainPlans(
        database,
        plans.filter((p) => p.sql),
      );
      return plans;
    },
    close,
  };
}
