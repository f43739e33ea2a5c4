import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { fromDrizzle, fromPglite, type Db as IDatabase } from "pg-boss";
import type { Db } from "./client.ts";

/**
 * The job queue's connection is the app's own (DESIGN.md "Scheduled work"): the embedded PGlite instance through
 * pg-boss's PGlite adapter (one session, queries queued behind the app's transactions), or the app's `pg` pool, each
 * statement on a connection the pool lends (pg-boss's multi-statement blocks are single simple-protocol queries).
 */
export function jobDatabase(db: Db): { db: IDatabase; backend: "pglite" | "postgres" } {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) return { db: fromPglite(client), backend: "pglite" };
  return {
    db: { executeSql: (text, values) => client.query(text, values as unknown[] | undefined) },
    backend: "postgres",
  };
}

/** A transaction of the app as pg-boss's `db` option: a job sent through it is kept or lost with the transaction. */
export const jobTransaction = (tx: Db): IDatabase => fromDrizzle(tx as never, sql as never);
