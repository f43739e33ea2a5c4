import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/test-db.ts";
import { users } from "./schema/index.ts";
import { isSuspended, suspendedNow } from "./suspension.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const hour = 3_600_000;
const cases = {
  never: { suspendedAt: null, suspendedUntil: null },
  open: { suspendedAt: new Date(Date.now() - hour), suspendedUntil: null },
  ahead: { suspendedAt: new Date(Date.now() - hour), suspendedUntil: new Date(Date.now() + hour) },
  over: { suspendedAt: new Date(Date.now() - 2 * hour), suspendedUntil: new Date(Date.now() - hour) },
};

describe("the one suspension rule", () => {
  it("says the same in SQL and in JS: suspended while set and its end (if any) is ahead", async () => {
    for (const [name, fields] of Object.entries(cases)) {
      await database.db.insert(users).values({ email: `${name}@uni.edu`, ...fields });
    }
    const rows = await database.db
      .select({ email: users.email, sql: suspendedNow, at: users.suspendedAt, until: users.suspendedUntil })
      .from(users)
      .orderBy(sql`${users.id}`);
    const verdicts = rows.map((r) => [r.email, r.sql, isSuspended({ suspendedAt: r.at, suspendedUntil: r.until })]);
    expect(verdicts).toEqual([
      ["never@uni.edu", false, false],
      ["open@uni.edu", true, true],
      ["ahead@uni.edu", true, true],
      ["over@uni.edu", false, false],
    ]);
  });
});
