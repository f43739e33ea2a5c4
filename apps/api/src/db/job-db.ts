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
  if (client instanceof PGlite) return { db: oneSessionSafe(client), backend: "pglite" };
  return {
    db: { executeSql: (text, values) => client.query(text, values as unknown[] | undefined) },
    backend: "postgres",
  };
}

/** A transaction of the app as pg-boss's `db` option: a job sent through it is kept or lost with the transaction. */
export const jobTransaction = (tx: Db): IDatabase => fromDrizzle(tx as never, sql as never);

/**
 * pg-boss's PGlite adapter runs its `BEGIN; ...; COMMIT` blocks with `exec` and, when one fails, sends `ROLLBACK` as a
 * statement of its own. Between the two, PGlite's one session sits in an aborted transaction with its lock released,
 * and whatever statement is queued next (a student's request) fails with "current transaction is aborted". Such a
 * block runs here inside PGlite's own transaction instead (its `BEGIN` and `COMMIT` then only warn), which rolls back
 * before it lets the next statement in.
 */
function oneSessionSafe(client: PGlite): IDatabase {
  const boss = fromPglite(client);
  return {
    ...boss,
    executeSql: (text, values) =>
      values?.length || !/^\s*BEGIN\b/i.test(text)
        ? boss.executeSql(text, values)
        : client.transaction(async (tx) => ({ rows: (await tx.exec(text)).flatMap((r) => r.rows ?? []) })),
  };
}
