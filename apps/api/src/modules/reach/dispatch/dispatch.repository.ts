import { asc, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notifications } from "../../../db/schema/index.ts";

/** The notifications table as its own outbox: rows with no dispatched_at are still to be handed on. */
export function createDispatchRepository(db: Db) {
  return {
    /**
     * Marks up to `limit` notifications not handed on yet as handed on, oldest first, and answers them. Rows another
     * instance is handing on are skipped (SKIP LOCKED), so each goes to exactly one; run it in the transaction that
     * also queues their work, so a failure hands nothing on.
     */
    claim: (limit: number) =>
      db
        .update(notifications)
        .set({ dispatchedAt: sql`now()` })
        .where(
          inArray(
            notifications.id,
            db
              .select({ id: notifications.id })
              .from(notifications)
              .where(isNull(notifications.dispatchedAt))
              .orderBy(asc(notifications.id))
              .limit(limit)
              .for("update", { skipLocked: true }),
          ),
        )
        .returning({
          id: notifications.id,
          userId: notifications.userId,
          type: notifications.type,
          createdAt: notifications.createdAt,
        }),
  };
}
export type DispatchRepository = ReturnType<typeof createDispatchRepository>;
