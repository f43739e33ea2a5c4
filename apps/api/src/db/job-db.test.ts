import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/test-db.ts";
import { jobDatabase } from "./job-db.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the job queue's connection", () => {
  it("lets no statement in between a failed pg-boss block and its rollback", async () => {
    const { db } = jobDatabase(database.db);
    // A block as pg-boss sends them (BEGIN; ...; COMMIT in one text) that fails half-way, and a student's statement
    // queued behind it: on PGlite's one session it ran in the aborted transaction and failed too.
    const client = (database.db as unknown as { $client: { query: (text: string) => Promise<{ rows: unknown[] }> } })
      .$client;
    const block = db.executeSql("BEGIN; SELECT 1; SELECT 1 / 0; COMMIT");
    const next = client.query("select 2 as two");
    await expect(block).rejects.toThrow(/division by zero/);
    expect((await next).rows).toEqual([{ two: 2 }]);
    const after = (await database.db.execute(sql`select 3 as three`)) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual([{ three: 3 }]);
  });
});
