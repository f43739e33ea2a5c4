import os from "node:os";
import { MessageChannel, type Transferable } from "node:worker_threads";
import { Piscina } from "piscina";
import { AppError, serviceBusy } from "../errors.ts";
import type { Outcome } from "./task.ts";

export type PoolOptions = {
  /** The worker module (an absolute file URL); its named exports are the tasks. */
  filename: string;
  /** Threads at most; a small server keeps one core for the event loop. */
  threads?: number;
  /** Tasks waiting for a thread at most; past it a call is refused with 503 and Retry-After. */
  maxQueue?: number;
};

const RETRY_AFTER_SECONDS = 5;
const defaultThreads = () => Math.max(1, os.availableParallelism() - 1);

/**
 * A small pool of worker threads (piscina), created on first use. Each call has a time budget that starts when a
 * thread picks the task up (the worker says so through a port), not while it waits in the queue: past it the task is
 * aborted, which stops its thread (piscina starts a fresh one), and the call fails with the caller's error. A task
 * answers an Outcome, so an AppError thrown in a worker arrives as the same AppError.
 */
export function createWorkerPool(opts: PoolOptions) {
  const threads = opts.threads ?? defaultThreads();
  const maxQueue = opts.maxQueue ?? threads * 16;
  let pool: Piscina | null = null;
  const get = () => {
    pool ??= new Piscina({
      filename: opts.filename,
      minThreads: 1,
      maxThreads: threads,
      maxQueue,
      idleTimeout: 30_000,
      // A hostile input that builds a huge tree fails its own task, not the process.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    return pool;
  };

  return {
    async run<T>(
      name: string,
      input: unknown,
      budget: { ms: number; exceeded: () => Error; transferList?: Transferable[] },
    ): Promise<T> {
      const workers = get();
      if (workers.queueSize >= maxQueue) throw serviceBusy(RETRY_AFTER_SECONDS);
      const abort = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      port1.once("message", () => {
        timer = setTimeout(() => abort.abort(), budget.ms);
      });
      try {
        const outcome: Outcome<T> = await workers.run(
          { input, started: port2 },
          { name, signal: abort.signal, transferList: [port2, ...(budget.transferList ?? [])] },
        );
        if (!outcome.ok) {
          const { code, message, status, fields } = outcome.error;
          throw new AppError(code, message, status, fields);
        }
        return outcome.value;
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code;
        if (abort.signal.aborted || code === "ERR_WORKER_OUT_OF_MEMORY") throw budget.exceeded();
        if ((err as Error).message === "Task queue is at limit") throw serviceBusy(RETRY_AFTER_SECONDS);
        throw err;
      } finally {
        clearTimeout(timer);
        port1.close();
      }
    },

    /** Starts the first thread now rather than on the first task, so no student's request pays its start-up. */
    warm() {
      get();
    },

    /** Stops the threads; called when the app closes, after its requests have finished. */
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}
export type WorkerPool = ReturnType<typeof createWorkerPool>;
