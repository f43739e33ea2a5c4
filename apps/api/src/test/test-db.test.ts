import fs from "node:fs";
import { sql } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import { migrationsFolder } from "../db/client.ts";
import { openTestDatabase } from "./test-db.ts";

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: Promise<unknown>) => result as Promise<{ rows: T[] }>;

const migrations = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).length;

it("gives each file a copy of the schema the global setup migrated, every migration applied once", async () => {
  const template = process.env.TEST_DB === "postgres" ? inject("postgresTemplate") : inject("pgliteTemplate");
  expect(template).toBeTruthy();
  if (process.env.TEST_DB !== "postgres") expect(fs.existsSync(template!)).toBe(true);
  const database = await openTestDatabase();
  try {
    const { rows: hashes } = await rowsOf<{ hash: string }>(
      database.db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations`),
    );
    expect(hashes).toHaveLength(migrations);
    expect(new Set(hashes.map((r) => r.hash)).size).toBe(migrations);
    // A copy, not the template itself: what one file writes, the next file's database does not see.
    await database.db.execute(sql`CREATE TABLE copy_marker (id int)`);
    const other = await openTestDatabase();
    try {
      const { rows } = await rowsOf<{ t: string | null }>(
        other.db.execute(sql`SELECT to_regclass('public.copy_marker') AS t`),
      );
      expect(rows[0]?.t).toBeNull();
    } finally {
      await other.close();
    }
  } finally {
    await database.close();
  }
});

it.runIf(process.env.TEST_DB !== "postgres")(
  "hands a closed PGlite database to the next file emptied, ids from 1 again",
  async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`INSERT INTO categories (name) VALUES ('Maths'), ('Physics')`);
    await first.close();
    await first.close(); // a second close puts nothing back twice
    const second = await openTestDatabase();
    const third = await openTestDatabase();
    try {
      expect(second.db).toBe(first.db); // the same instance, reused
      expect(third.db).not.toBe(first.db); // lent once only
      const { rows } = await rowsOf<{ n: number }>(second.db.execute(sql`SELECT count(*)::int AS n FROM categories`));
      expect(rows[0]?.n).toBe(0);
      const { rows: ids } = await rowsOf<{ id: number }>(
        second.db.execute(sql`INSERT INTO categories (name) VALUES ('Chemistry') RETURNING id`),
      );
      expect(ids[0]?.id).toBe(1);
    } finally {
      await second.close();
      await third.close();
    }
  },
);

it.runIf(process.env.TEST_DB !== "postgres")("throws away a PGlite database whose schema a test changed", async () => {
  const changed = await openTestDatabase();
  await changed.db.execute(sql`ALTER TABLE categories ADD COLUMN colour text`);
  await changed.close();
  const next = await openTestDatabase();
  try {
    expect(next.db).not.toBe(changed.db);
    const { rows } = await rowsOf<{ t: string | null }>(
      next.db.execute(sql`SELECT column_name AS t FROM information_schema.columns WHERE column_name = 'colour'`),
    );
    expect(rows).toHaveLength(0);
  } finally {
    await next.close();
  }
});
