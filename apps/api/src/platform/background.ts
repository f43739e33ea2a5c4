import type { FastifyBaseLogger } from "fastify";

/**
 * Work that runs after the answer has gone: an answer that must not tell whether an account exists cannot wait for
 * anything account-specific (lookups, code writes, mails). Failures are logged, never unhandled; `idle()` resolves
 * once nothing is running (shutdown waits for it, tests read mails after it).
 */
export type BackgroundTasks = { run: (label: string, work: () => Promise<unknown>) => void; idle: () => Promise<void> };

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      // setImmediate: not even the work's first synchronous step runs before the answer is written.
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => {},
          (err) => log.error({ err, task: label }, "background task failed"),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
