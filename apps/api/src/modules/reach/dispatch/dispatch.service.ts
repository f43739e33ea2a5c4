import type { Db } from "../../../db/client.ts";
import type { Jobs } from "../../../platform/jobs.ts";
import type { DispatchHandler } from "./dispatch.module.ts";
import { createDispatchRepository } from "./dispatch.repository.ts";

/** How many notifications one pass hands on. */
export const DISPATCH_BATCH = 100;

/**
 * Hands each new notification on once, across instances: claimed with SKIP LOCKED and marked in the same transaction
 * as the handlers queue their jobs (pg-boss sends on that transaction). Handlers' jobs need the queue started first.
 */
export function createDispatchService(d: { db: Db; jobs: Jobs; handlers: readonly DispatchHandler[] }) {
  return {
    /** One pass: hands on up to a batch of new notifications, in one transaction; answers how many. */
    async dispatchNow() {
      if (d.handlers.length > 0) await d.jobs.start();
      return d.db.transaction(async (tx) => {
        const rows = await createDispatchRepository(tx).claim(DISPATCH_BATCH);
        if (rows.length > 0) for (const handler of d.handlers) await handler(tx, rows);
        return rows.length;
      });
    },
  };
}
