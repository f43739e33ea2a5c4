import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupAddresses, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "./auth-test-kit.ts";
import { addressBlock, signupBurst } from "./signup-burst.ts";

// Issue 23: accounts made from one address within an hour are one sign-up burst, whose reports count once.
let t: TestApp;
let k: ReturnType<typeof authKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = authKit(t);
});
afterAll(() => t.close());

const clusterOf = async (emails: string[]) => {
  const rows = await t.database.db
    .select({ email: users.email, cluster: users.signupCluster, id: users.id })
    .from(users)
    .where(inArray(users.email, emails));
  return emails.map((e) => rows.find((r) => r.email === e)!);
};

describe("addressBlock", () => {
  it("keeps an IPv4 address, unwraps a mapped one, and takes an IPv6 address's /64 however it is written", () => {
    expect(addressBlock("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBlock("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBlock("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(addressBlock("2001:0DB8:00aa:bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(addressBlock("2001:db8::1%eth0")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
    expect(addressBlock("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });
});

describe("sign-up bursts", () => {
  it("puts accounts made from one address within the hour in one burst, even all at once; others apart", async () => {
    const together = ["b1@example.com", "b2@example.com", "b3@example.com", "b4@example.com", "b5@example.com"];
    await Promise.all(together.map((e) => k.signUp(e, undefined, "203.0.113.50")));
    // Another address of the same IPv6 /64 is the same sign-up place too.
    await k.signUp("v6a@example.com", undefined, "2001:db8:1:2::a");
    await k.signUp("v6b@example.com", undefined, "2001:db8:1:2:ffff::b");
    await k.signUp("alone@example.com", undefined, "203.0.113.51");
    const rows = await clusterOf([...together, "v6a@example.com", "v6b@example.com", "alone@example.com"]);
    const first = Math.min(...rows.slice(0, 5).map((r) => r.id));
    expect(rows.slice(0, 5).map((r) => r.cluster)).toEqual(Array(5).fill(first));
    expect(rows[5]!.cluster).toBe(rows[5]!.id);
    expect(rows[6]!.cluster).toBe(rows[5]!.id);
    expect(rows[7]!.cluster).toBe(rows[7]!.id);
  });

  it("starts a new burst once the first account's hour has passed, and forgets the address by then", async () => {
    await k.signUp("early@example.com", undefined, "198.51.100.9");
    const [before] = await t.database.db.select().from(signupAddresses);
    // Only a keyed hash of the address is stored, never the address.
    const stored = JSON.stringify(await t.database.db.select().from(signupAddresses));
    expect(stored).not.toContain("198.51.100");
    expect(stored).not.toContain("203.0.113");
    expect(before?.key).toMatch(/^[\w-]{43}$/);
    await t.database.db
      .update(signupAddresses)
      .set({ startedAt: sql`${signupAddresses.startedAt} - make_interval(mins => ${signupBurst.windowMinutes})` });
    await k.signUp("late@example.com", undefined, "198.51.100.9");
    const [early, late] = await clusterOf(["early@example.com", "late@example.com"]);
    expect(late!.cluster).toBe(late!.id);
    expect(early!.cluster).toBe(early!.id);
    // Every address whose window had passed went at that sign-up; only the new burst's is left.
    const left = await t.database.db.select().from(signupAddresses);
    expect(left).toEqual([expect.objectContaining({ clusterId: late!.id })]);
  });

  it("leaves an e-mail already taken out of any burst", async () => {
    await k.signUp("taken@example.com", undefined, "192.0.2.200");
    const again = await k.call(
      "POST",
      "/api/v2/auth/register",
      { email: "taken@example.com", password: "secret1" },
      undefined,
      "192.0.2.201",
    );
    expect(again.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "taken@example.com"));
    expect(row!.signupCluster).toBe(row!.id);
  });
});
