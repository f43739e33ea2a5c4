import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testEnv } from "../env.ts";
import { type Database, openDatabase } from "./client.ts";
import { MIGRATION_LOCK_KEY } from "./migration-lock.ts";

const journal = JSON.parse(readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8")) as {
  entries: unknown[];
};

/** On the PostgreSQL server of TEST_DATABASE_URL (the "api-postgres" project): each test on a fresh, empty database. */
describe.runIf(testEnv().db === "postgres")("migrations of instances started together", () => {
  const serverUrl = testEnv().databaseUrl!;
  const opened: Database[] = [];
  const dropAfter: string[] = [];

  async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>) {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  async function freshDatabase() {
    const name = `forum_test_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    dropAfter.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }

  const appliedMigrations = (url: string) =>
    onServer(url, async (c) => (await c.query<{ hash: string }>("SELECT hash FROM drizzle.__drizzle_migrations")).rows);

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    for (const name of dropAfter.splice(0)) {
      await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  it("four instances opening one new database at once all start, and each migration is applied once", async () => {
    const { url } = await freshDatabase();
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => openDatabase({ url })));
    for (const result of results) if (result.status === "fulfilled") opened.push(result.value);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    const applied = await appliedMigrations(url);
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
  });

  it("an instance waits while another holds the migration lock, then migrates", async () => {
    const { name, url } = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
      const opening = openDatabase({ url });
      // Its migrator's session is seen waiting on the lock, and has created nothing yet.
      await vi.waitFor(
        async () => {
          const waiting = await holder.query(
            "SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query LIKE 'SELECT pg_advisory_lock%'",
            [name],
          );
          expect(waiting.rowCount).toBe(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      const schema = await holder.query("SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle'");
      expect(schema.rowCount).toBe(0);
      await holder.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
      opened.push(await opening);
    } finally {
      await holder.end();
    }
    expect(await appliedMigrations(url)).toHaveLength(journal.entries.length);
  });
});
