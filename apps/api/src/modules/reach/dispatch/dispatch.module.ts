import type { NotificationItem } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { AppContext } from "../../../platform/context.ts";
import type { DomainEvents } from "../../../platform/events.ts";
import { createDispatchService, DISPATCH_BATCH } from "./dispatch.service.ts";
import { createDispatchLoop, type DispatchLoop } from "./dispatch-loop.ts";

/** A notification as the dispatcher hands it on, inside the transaction that marks it dispatched. */
export type DispatchedNotification = { id: number; userId: number; type: NotificationItem["type"]; createdAt: Date };
/** What push and mail do with new notifications: queue their jobs on `tx`, so they exist only if the hand-on commits. */
export type DispatchHandler = (tx: Db, rows: DispatchedNotification[]) => Promise<void>;
export type Dispatcher = {
  onDispatch: (handler: DispatchHandler) => void;
  /** One pass: hands on up to a batch of new notifications, in one transaction; answers how many. */
  dispatchNow: () => Promise<number>;
  /** The passes while the app serves: started when it listens, stopped when it closes (tests drive it). */
  loop: DispatchLoop;
};

/** How often an instance looks for notifications another instance (or a crash) left (an empty index scan). */
const EVERY_MS = 1_000;
/** A notification this instance committed goes out this soon; a burst of them makes one pass. */
const NUDGE_MS = 50;

/** The events whose handlers write notifications: after their commit, a pass is worth running at once. */
const notifying: (keyof DomainEvents)[] = [
  "reply-published",
  "mentioned",
  "reaction-changed",
  "answer-changed",
  "reports-resolved",
  "submission-reviewed",
];

/**
 * The outbox's hand-on (dispatch.service.ts), run by a loop while the app serves: every second for what another
 * instance or a crash left, and at once after this instance committed a notification.
 */
export function dispatchModule(app: FastifyInstance, ctx: AppContext): Dispatcher {
  const handlers: DispatchHandler[] = [];
  const { dispatchNow } = createDispatchService({ db: ctx.db, jobs: ctx.jobs, handlers });
  const loop = createDispatchLoop({
    pass: dispatchNow,
    batch: DISPATCH_BATCH,
    everyMs: EVERY_MS,
    nudgeMs: NUDGE_MS,
    log: ctx.log,
  });
  for (const name of notifying) ctx.events.on(name, () => loop.nudge());
  // With the job queue (the passes start it): test apps that listen only for sockets leave both to their tests.
  if (ctx.deps.jobsOnListen ?? true) app.addHook("onListen", async () => loop.start());
  // Before the database closes (onClose hooks of main.ts close it): a pass in flight finishes first.
  app.addHook("preClose", () => loop.stop());
  return { onDispatch: (handler) => void handlers.push(handler), dispatchNow, loop };
}
