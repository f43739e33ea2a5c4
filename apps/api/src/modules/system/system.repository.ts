import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export function createSystemRepository(db: Db) {
  return {
    /** One round trip to the database; throws (and the error handler answers 503) while it cannot be reached. */
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
