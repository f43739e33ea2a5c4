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
  const serverUrl = env.databaseUrl;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `forum_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** One statement on its own connection; a server going away fails it instead of emitting an unheard `error`. */
async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
