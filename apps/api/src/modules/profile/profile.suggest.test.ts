import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "../auth/auth-test-kit.ts";
import { suggestBranches } from "./suggest.repository.ts";

let t: TestApp;
let k: ReturnType<typeof authKit>;
let token: string;

async function student(email: string, username: string, firstName: string | null, lastName: string | null) {
  const tok = await k.verifiedUser(email);
  await k.call(
    "POST",
    "/api/user/update-profile",
    { username, firstname: firstName ?? "", lastname: lastName ?? "" },
    tok,
  );
  return tok;
}

beforeAll(async () => {
  t = await createTestApp();
  k = authKit(t);
  token = await student("me@example.com", "asker", "Me", "Myself");
  await student("ada@example.com", "ada_o", "Ada", "Okafor");
  await student("adaeze@example.com", "zee", "Adaeze", "Nwosu");
  await student("obi@example.com", "obi", "Chinedu", "Adams");
  await student("pct@example.com", "pct_50", "Per", "Cent");
  await student("gone@example.com", "adamant", "Suspended", "Student");
  await t.database.db.execute(sql`update ${users} set suspended_at = now() where username = 'adamant'`);
});
afterAll(() => t.close());

const suggest = (q: string, tok: string | undefined = token) =>
  k.call("GET", `/forum/api/v1/users/suggest?q=${encodeURIComponent(q)}`, undefined, tok);
const names = async (q: string) =>
  ((await suggest(q)).json().data as { meta: { username: string } }[]).map((u) => u.meta.username);

describe("GET /users/suggest", () => {
  it("answers students whose username, first name, last name or full name starts with q, any case", async () => {
    expect(await names("ADA")).toEqual(["ada_o", "zee", "obi"]);
    expect(await names("ada ok")).toEqual(["ada_o"]);
    expect(await names("@Zee")).toEqual(["zee"]);
    expect(await names("nwo")).toEqual(["zee"]);
    const [first] = (await suggest("obi")).json().data;
    expect(first).toEqual({
      user_id: expect.any(Number),
      meta: { username: "obi", first_name: "Chinedu", last_name: "Adams", profile_image: null },
    });
  });

  it("leaves out suspended students", async () => {
    expect(await names("adam")).toEqual(["obi"]);
  });

  it("takes % and _ as typed, not as wildcards", async () => {
    expect(await names("pct_")).toEqual(["pct_50"]);
    expect(await names("pct%")).toEqual([]);
    expect(await names("%")).toEqual([]);
    expect(await names("_")).toEqual([]);
  });

  it("answers nobody for an empty query and at most 8 for a broad one", async () => {
    expect(await names("   ")).toEqual([]);
    expect(await names("")).toEqual([]);
    for (let i = 0; i < 9; i++) await student(`s${i}@example.com`, `same${i}`, null, null);
    expect(await names("same")).toHaveLength(8);
    expect((await suggest("x".repeat(102))).statusCode).toBe(422);
  });

  it("is paced per student: 120 a minute, then 429", async () => {
    const busy = await student("busy@example.com", "busy", null, null);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await suggest(`b${i}`, busy)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Another student is not held back by it.
    expect((await suggest("b")).statusCode).toBe(200);
  });

  it("is for signed-in students only", async () => {
    const guest = await k.call("GET", "/forum/api/v1/users/suggest?q=ada", undefined, undefined);
    expect(guest.statusCode).toBe(401);
  });

  it("uses the prefix indexes of migration 0017, one range scan each", async () => {
    const db = t.database.db;
    // The test database is tiny: without this the planner reads the table whole, whatever the indexes.
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plans = await Promise.all(
        suggestBranches(db, "ada").map(async (q) => JSON.stringify(await db.execute(sql`explain ${q}`))),
      );
      expect(plans[0]).toContain("users_username_prefix_idx");
      expect(plans[1]).toContain("users_name_prefix_idx");
      expect(plans[2]).toContain("users_last_name_prefix_idx");
      for (const plan of plans) expect(plan).not.toContain("Sort");
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });
});
