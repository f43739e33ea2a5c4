import type { FastifyBaseLogger } from "fastify";
import { PgBoss } from "pg-boss";
import type { Db } from "../db/client.ts";
import { jobDatabase, jobTransaction } from "../db/job-db.ts";

export type JobHandler<T> = (data: T) => Promise<void>;
type Worker = { queue: string; handler: JobHandler<never>; cron?: string };

/**
 * Durable jobs in the database (DESIGN.md "Scheduled work"): pg-boss on the app's own connection, PGlite or
 * PostgreSQL. Jobs are rows, claimed with SKIP LOCKED by whichever instance polls first; nothing is kept in memory.
 *
 * Started on demand, not with every app: a serving app starts it when it listens (so a restarted instance picks up
 * what is due at once), and a write that sends a job starts it first (pg-boss creates its schema on first start).
 * Test apps that never touch jobs never pay for it.
 */
export type Jobs = {
  /** A queue and what runs each of its jobs; `cron`: also a job on that schedule (one across instances). */
  define: <T extends object>(queue: string, handler: JobHandler<T>, options?: { cron?: string }) => void;
  start: () => Promise<void>;
  /** Sends a job inside the caller's transaction `tx`: it exists only if that transaction commits. */
  send: (
    tx: Db,
    queue: string,
    data: object,
    options: { startAfter: Date; singletonKey: string },
  ) => Promise<string | null>;
  /**
   * Sends many jobs of one queue in one statement inside `tx` (a job whose singleton key is taken is left out, as
   * send leaves it): a pass that queues hundreds holds its transaction for one round trip, not hundreds.
   */
  sendMany: (tx: Db, queue: string, jobs: { data: object; startAfter: Date; singletonKey: string }[]) => Promise<void>;
  /** Cancels queued jobs inside the caller's transaction. */
  cancel: (tx: Db, queue: string, ids: string[]) => Promise<void>;
  stop: () => Promise<void>;
};

export type JobOptions = {
  /** How often an idle worker looks for due jobs (pg-boss's `pollingIntervalSeconds`, at least 0.5). */
  pollSeconds?: number;
};

export function createJobs(db: Db, log: FastifyBaseLogger, options: JobOptions = {}): Jobs {
  const workers: Worker[] = [];
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  async function boot() {
    const b = new PgBoss({
      ...jobDatabase(db),
      // Every instance may install or upgrade pg-boss's schema; pg-boss serialises that with an advisory lock.
      migrate: true,
      schedule: workers.some((w) => w.cron),
      superviseIntervalSeconds: 60,
    });
    b.on("error", (err) => log.error({ err }, "job queue error"));
    b.on("warning", (warning) => log.warn({ warning }, "job queue warning"));
    await b.start();
    try {
      for (const w of workers) {
        // exclusive: at most one queued or running job per singleton key.
        await b.createQueue(w.queue, { policy: "exclusive", retryLimit: 20, retryDelay: 30, retryBackoff: true });
        await b.work<object>(
          w.queue,
          // A full batch means more are due: fetch again at once rather than after the poll (without it, a queue
          // drains 5 jobs per poll: 10,000 pushes of one post took over an hour, see docs/benchmarks.md "Web Push").
          { pollingIntervalSeconds: options.pollSeconds ?? 2, batchSize: 5, burstWhenBatchFull: true },
          async (jobs) => {
            // Each job is its own transaction; one that fails fails the batch after the others ran, and pg-boss runs
            // the batch again later (a handler must be idempotent: those already done find nothing left to do).
            const failures: unknown[] = [];
            for (const job of jobs) await w.handler(job.data as never).catch((err) => failures.push(err));
            if (failures.length > 0) throw failures[0];
          },
        );
        if (w.cron) await b.schedule(w.queue, w.cron, {});
      }
    } catch (err) {
      await b.stop({ graceful: false, close: false }).catch(() => {});
      throw err;
    }
    boss = b;
  }

  const started = () => {
    if (!boss) throw new Error("jobs.start() must have finished before a job is sent or cancelled");
    return boss;
  };

  const jobs: Jobs = {
    define(queue, handler, opts = {}) {
      workers.push({ queue, handler: handler as JobHandler<never>, cron: opts.cron });
    },
    start() {
      if (stopped) return Promise.reject(new Error("the job queue is stopped (the app is closing)"));
      starting ??= boot().catch((err) => {
        starting = undefined;
        throw err;
      });
      return starting;
    },
    // Inside a transaction the queue must already run: on PGlite, starting it there would wait behind that very
    // transaction (one session). Callers start it first.
    send: (tx, queue, data, opts) => started().send(queue, data, { ...opts, db: jobTransaction(tx) }),
    async sendMany(tx, queue, list) {
      if (list.length > 0) await started().insert(queue, list, { db: jobTransaction(tx) });
    },
    async cancel(tx, queue, ids) {
      if (ids.length > 0) await started().cancel(queue, ids, { db: jobTransaction(tx) });
    },
    async stop() {
      stopped = true;
      await starting?.catch(() => {});
      const b = boss;
      boss = undefined;
      starting = undefined;
      // Graceful: a job being delivered finishes (its transaction commits) before the database closes.
      await b?.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
  return jobs;
}
