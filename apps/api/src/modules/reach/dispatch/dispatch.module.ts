import type { NotificationItem } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { AppContext } from "../../../platform/context.ts";

/** A notification as the dispatcher hands it on, inside the transaction that marks it dispatched. */
export type DispatchedNotification = { id: number; userId: number; type: NotificationItem["type"]; createdAt: Date };
/** What push and mail do with new notifications: queue their jobs on `tx`, so they exist only if the hand-on commits. */
export type DispatchHandler = (tx: Db, rows: DispatchedNotification[]) => Promise<void>;
export type Dispatcher = { onDispatch: (handler: DispatchHandler) => void };

/** Hands each new notification on once, across instances (issue 28; to be built). */
export function dispatchModule(_app: FastifyInstance, _ctx: AppContext): Dispatcher {
  const handlers: DispatchHandler[] = [];
  return { onDispatch: (handler) => void handlers.push(handler) };
}
