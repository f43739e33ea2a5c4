import type { FastifyBaseLogger } from "fastify";

export type DispatchLoop = {
  /** Starts passes every `everyMs` (again at once while a pass fills its batch). */
  start: () => void;
  /** Asks for a pass soon (a notification was just committed here); a burst of nudges makes one pass. */
  nudge: () => void;
  /** No pass after this; resolves when the one running has finished. */
  stop: () => Promise<void>;
};

type Options = {
  /** One pass: answers how many it handed on. */
  pass: () => Promise<number>;
  batch: number;
  everyMs: number;
  nudgeMs: number;
  log: FastifyBaseLogger;
};

/**
 * Runs the dispatcher's pass on a timer while the app serves, one pass at a time. A pass that fails (the database
 * away) is logged and the next tick tries again: the loop never ends on an error, only on stop().
 */
export function createDispatchLoop(o: Options): DispatchLoop {
  let running = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  /** A nudge came while a pass ran: what it committed may have come after that pass's claim. */
  let again = false;
  let current: Promise<void> | undefined;

  /** The next pass in `ms`, unless one is due sooner already (so a stream of nudges cannot keep putting it off). */
  const schedule = (ms: number) => {
    if (stopped || (timer && dueAt <= Date.now() + ms)) return;
    clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(tick, ms);
  };

  async function drain() {
    try {
      // A full batch means more may be waiting: go on at once.
      while (!stopped && (await o.pass()) >= o.batch);
    } catch (err) {
      o.log.error({ err }, "dispatching notifications failed; trying again shortly");
    }
  }

  function tick() {
    timer = undefined;
    dueAt = Number.POSITIVE_INFINITY;
    if (stopped || running) return;
    running = true;
    current = drain().finally(() => {
      running = false;
      schedule(again ? o.nudgeMs : o.everyMs);
      again = false;
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    nudge() {
      if (running) again = true;
      else schedule(o.nudgeMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
