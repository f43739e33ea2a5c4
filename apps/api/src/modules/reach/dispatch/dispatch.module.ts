import type { NotificationItem } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { AppContext } from "../../../platform/context.ts";
import { createDispatchRepository } from "./dispatch.repository.ts";

/** A notification as the dispatcher hands it on, inside the transaction that marks it dispatched. */
export type DispatchedNotification = { id: number; userId: number; type: NotificationItem["type"]; createdAt: Date };
/** What push and mail do with new notifications: queue their jobs on `tx`, so they exist only if the hand-on commits. */
export type DispatchHandler = (tx: Db, rows: DispatchedNotification[]) => Promise<void>;
export type Dispatcher = {
  onDispatch: (handler: DispatchHandler) => void;
  /** One pass: hands on up to a batch of new notifications, in one transaction; answers how many. */
  dispatchNow: () => Promise<number>;
};

/** How many notifications one pass hands on. */
const BATCH = 100;

/**
 * Hands each new notification on once, across instances: claimed with SKIP LOCKED and marked in the same transaction
 * as the handlers queue their jobs (pg-boss sends on that transaction). Handlers' jobs need the queue started first.
 */
export function dispatchModule(_app: FastifyInstance, ctx: AppContext): Dispatcher {
  const handlers: DispatchHandler[] = [];
  return {
    onDispatch: (handler) => void handlers.push(handler),
    async dispatchNow() {
      if (handlers.length > 0) await ctx.jobs.start();
      return ctx.db.transaction(async (tx) => {
        const rows = await createDispatchRepository(tx).claim(BATCH);
        if (rows.length > 0) for (const handler of handlers) await handler(tx, rows);
        return rows.length;
      });
    },
  };
}
