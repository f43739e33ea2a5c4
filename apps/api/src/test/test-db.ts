import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { type Database, openDatabase } from "../db/client.ts";
import { testEnv } from "../env.ts";
import { putBack, rememberTemplate, takeIdle } from "./pglite-pool.ts";
import { adminQuery, databaseUrl } from "./postgres-admin.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory (tar file, made by template-db.ts); each file's database loads it. */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database each test file's database is created from (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate?: string;
  }
}

/** What the global setup handed over; nothing outside Vitest (scripts such as openapi-lint.ts build a test app too). */
async function provided<K extends "pgliteTemplate" | "postgresTemplate">(key: K) {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject(key);
}

/** A test database; `url` on PostgreSQL, so a second instance can open the same database with a pool of its own. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (emptied and reused by the next file in
 * this process once closed: pglite-pool.ts); with TEST_DB=postgres (the
 * "api-postgres" vitest project, run when TEST_DATABASE_URL is set) a new database on that server, dropped after.
 * Both start as a copy of the schema template-db.ts migrated once for the run (from nothing when run without it).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const env = testEnv();
  if (env.db !== "postgres") {
    let database = takeIdle();
    if (!database) {
      const template = await provided("pgliteTemplate");
      database = await openDatabase(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
      await rememberTemplate(database);
    }
    const lent = database;
    // Closed twice, it is still put back once (else two files would share it).
    let closing: Promise<void> | undefined;
    return { ...lent, close: () => (closing ??= putBack(lent)) };
  }
  const serverUrl = env.databaseUrl;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `forum_test_${randomBytes(6).toString("hex")}`;
  const template = await provided("postgresTemplate");
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
