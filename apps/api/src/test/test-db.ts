import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { testEnv } from "../env.ts";

/** A test database; `url` on PostgreSQL, so a second instance can open the same database with a pool of its own. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DB=postgres (the
 * "api-postgres" vitest project, run when TEST_DATABASE_URL is set) a new database on that server, dropped after.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const env = testEnv();
  if (env.db !== "postgres") return openDatabase({});
  if (!env.databaseUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `forum_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(env.databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: env.databaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
