import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { lockDataDir } from "./data-dir-lock.ts";
import { withMigrationLock } from "./migration-lock.ts";
import { createPool } from "./pg-pool.ts";
import { yieldBetweenStatements } from "./pglite-turns.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** Both drivers speak the same PostgreSQL dialect; the app only sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(import.meta.dirname, "migrations");

/**
 * `url` set: a pooled connection to a PostgreSQL server (`serving`: with the time limits of a pool that answers
 * requests, see pg-pool.ts). Unset: PGlite in `dataDir` (or in memory).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  serving?: boolean;
  onIdleError?: (err: Error) => void;
  /** Told every statement run (the SQL review records the repositories' queries with it). */
  logger?: Logger;
  /** PGlite in memory only: start from this dump of a data directory (tests copy one migrated schema). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    // Migrations run on a connection of their own, free of the serving pool's statement time limit.
    const migrator = createPool(opts.url, { max: 1, onIdleError: opts.onIdleError });
    try {
      // One instance at a time (migration-lock.ts): the others wait, then find nothing pending.
      await withMigrationLock(migrator, (session) => migratePg(drizzlePg(session) as never, { migrationsFolder }));
    } finally {
      await migrator.end();
    }
    const pool = createPool(opts.url, { serving: opts.serving, onIdleError: opts.onIdleError });
    const db = drizzlePg(pool, { schema, logger: opts.logger }) as unknown as Db;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  let dir: string | undefined;
  // One process at a time on an embedded data directory (data-dir-lock.ts); a refusal throws DataDirLocked.
  let release = () => {};
  if (opts.dataDir) {
    release = lockDataDir(opts.dataDir);
    dir = path.join(opts.dataDir, "pgdata");
    fs.mkdirSync(dir, { recursive: true });
  }
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
    yieldBetweenStatements(client);
    await migratePglite(drizzlePglite(client) as never, { migrationsFolder });
    const db = drizzlePglite(client, { schema, logger: opts.logger }) as unknown as Db;
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db, driver: "pglite", close };
  } catch (err) {
    release();
    throw err;
  }
}
