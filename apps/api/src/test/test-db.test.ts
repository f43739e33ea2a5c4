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
