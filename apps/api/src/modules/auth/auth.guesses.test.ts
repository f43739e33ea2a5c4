import { authMessages } from "@forum/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authThrottles } from "../../db/schema/index.ts";
import { anotherInstance, createTestApp, type TestApp, testJwtSecret } from "../../test/test-app.ts";
import { addressKey, codeGuessLimits } from "./auth.throttles.ts";
import { authKit } from "./auth-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof authKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = authKit(t);
});
afterAll(() => t.close());

const check = (email: string, token: string) => k.call("POST", "/api/auth/verify-password-token", { email, token });
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers["retry-after"]);
const alertsTo = (email: string) => k.mailsTo(email).filter((m) => m.subject.includes("trying to reset"));
const minutes = (n: number) => n * 60;

/** The same call on a second instance on the same database (as after a restart), with its own per-minute limits. */
async function onOtherInstance(email: string) {
  const other = await anotherInstance(t);
  try {
    return await authKit(other).call("POST", "/api/auth/verify-password-token", { email, token: "0000" });
  } finally {
    await other.close();
  }
}

async function resetCode(email: string) {
  await k.ageMemory(email, 2, "mail"); // past the one-mail-a-minute rule
  await k.call("PUT", "/api/auth/reset", { email });
  return k.code(email);
}

describe("wrong reset codes, counted per address across codes", () => {
  it("lets a student who mistypes twice in at once", async () => {
    const email = "twice@example.com";
    await k.verifiedUser(email);
    const code = await resetCode(email);
    expect((await check(email, wrongFor(code))).statusCode).toBe(422);
    expect((await check(email, wrongFor(wrongFor(code)))).statusCode).toBe(422);
    expect((await check(email, code)).statusCode).toBe(200);
  });

  it("then slows guesses down exponentially, a fresh code changes nothing, and an unknown address fares alike", async () => {
    const known = "slow@example.com";
    const unknown = "nobody-slow@example.com";
    await k.verifiedUser(known);
    const code = await resetCode(known);
    const both = async (token: string) => [await check(known, token), await check(unknown, token)];
    for (let i = 0; i < codeGuessLimits.freeFailures; i++) {
      for (const res of await both(wrongFor(code))) expect(res.statusCode).toBe(422);
    }
    for (const res of await both(code)) {
      expect(res.statusCode).toBe(429);
      expect(retryAfter(res)).toBeGreaterThan(minutes(1) - 5);
      expect(retryAfter(res)).toBeLessThanOrEqual(minutes(1));
      expect(res.json()).toEqual({ message: authMessages.codeChecksPaused(60), error: "too_many_requests" });
    }
    // A new code does not start the count again: even the right one waits.
    const fresh = await resetCode(known);
    expect((await check(known, fresh)).statusCode).toBe(429);

    for (const email of [known, unknown]) await k.ageMemory(email, 1, "guess");
    for (const res of await both(wrongFor(fresh))) expect(res.statusCode).toBe(422);
    for (const res of await both(fresh)) {
      expect(res.statusCode).toBe(429);
      expect(retryAfter(res)).toBeGreaterThan(minutes(2) - 5);
      expect(retryAfter(res)).toBeLessThanOrEqual(minutes(2));
    }
    // The fifth wrong guess of the day is the last: the next waits until the first leaves the 24 hours.
    for (const email of [known, unknown]) await k.ageMemory(email, 2, "guess");
    for (const res of await both(wrongFor(fresh))) expect(res.statusCode).toBe(422);
    for (const email of [known, unknown]) await k.ageMemory(email, 60, "guess");
    for (const res of await both(fresh)) {
      expect(res.statusCode).toBe(429);
      expect(retryAfter(res)).toBeGreaterThan(minutes(24 * 60 - 64));
      expect(retryAfter(res)).toBeLessThanOrEqual(minutes(24 * 60 - 63));
      expect(res.json().message).toContain("try again in 23 hours.");
    }
  });

  it("takes at most 10 wrong guesses in 30 days, even a day apart", async () => {
    const email = "nobody-monthly@example.com";
    for (let i = 0; i < codeGuessLimits.perMonth; i++) {
      expect((await check(email, "0000")).statusCode).toBe(422);
      await k.ageMemory(email, 24 * 60 + 1, "guess");
    }
    // Another instance: this one's ten-a-minute limit (platform/rate-limit.ts) is spent, which is not what is tested.
    const res = await onOtherInstance(email);
    expect(res.statusCode).toBe(429);
    // The first guess, ten days (and ten minutes) ago, leaves the 30 days in a little under 20 days.
    expect(retryAfter(res)).toBeGreaterThan(minutes(20 * 24 * 60 - 11));
    expect(res.json().message).toContain("try again in 20 days.");
  });

  it("counts guesses sent at once one by one", async () => {
    const email = "nobody-burst@example.com";
    const answers = await Promise.all(Array.from({ length: 8 }, () => check(email, "0000")));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([422, 422, 422, 429, 429, 429, 429, 429]);
  });
});

describe("what lifts the slow-down, and what does not", () => {
  it("a right code lifts the waiting but not the day's cap", async () => {
    const email = "right@example.com";
    await k.verifiedUser(email);
    const code = await resetCode(email);
    for (let i = 0; i < 3; i++) expect((await check(email, wrongFor(code))).statusCode).toBe(422);
    await k.ageMemory(email, 1, "guess");
    expect((await check(email, code)).statusCode).toBe(200);
    const next = await resetCode(email);
    expect((await check(email, wrongFor(next))).statusCode).toBe(422);
    expect((await check(email, wrongFor(next))).statusCode).toBe(422);
    expect((await check(email, next)).statusCode).toBe(429);
  });

  it("a sign-in lifts the waiting", async () => {
    const email = "signin@example.com";
    await k.verifiedUser(email);
    const code = await resetCode(email);
    for (let i = 0; i < 3; i++) expect((await check(email, wrongFor(code))).statusCode).toBe(422);
    expect((await check(email, code)).statusCode).toBe(429);
    expect((await k.login(email)).statusCode).toBe(200);
    expect((await check(email, code)).statusCode).toBe(200);
  });

  it("another instance, or this one after a restart, knows the guesses (they live in the database)", async () => {
    const email = "nobody-shared@example.com";
    for (let i = 0; i < 3; i++) expect((await check(email, "0000")).statusCode).toBe(422);
    const res = await onOtherInstance(email);
    expect(res.statusCode).toBe(429);
  });
});

describe("the memory itself", () => {
  it("sweeps addresses nobody touched for a month, so guesses at random addresses cannot fill the table", async () => {
    const key = (email: string) => addressKey(testJwtSecret, email);
    expect((await check("nobody-stale@example.com", "0000")).statusCode).toBe(422);
    await t.database.db
      .update(authThrottles)
      .set({ updatedAt: sql`now() - make_interval(days => 32)` })
      .where(eq(authThrottles.key, key("nobody-stale@example.com")));
    expect((await check("nobody-fresh@example.com", "0000")).statusCode).toBe(422);
    const keys = (await t.database.db.select({ key: authThrottles.key }).from(authThrottles)).map((r) => r.key);
    expect(keys).toContain(key("nobody-fresh@example.com"));
    expect(keys).not.toContain(key("nobody-stale@example.com"));
  });
});

describe("the owner's alert", () => {
  it("goes once a day after repeated wrong codes, and says the password is unchanged", async () => {
    const email = "alerted@example.com";
    await k.verifiedUser(email);
    const code = await resetCode(email);
    const wrong = wrongFor(code);
    const steps = [0, 0, 0, 1, 2]; // minutes waited before each of the day's five guesses
    for (const [i, wait] of steps.entries()) {
      await k.ageMemory(email, wait, "guess");
      expect((await check(email, wrong)).statusCode).toBe(422);
      expect(alertsTo(email)).toHaveLength(i + 1 >= codeGuessLimits.alertAfter ? 1 : 0);
    }
    const [alert] = alertsTo(email);
    expect(alert?.text).toContain("Your password is unchanged");
    expect(alert?.html).toContain("Your password is unchanged");

    // Almost a day later: the day's cap has room again, but the last alert is not yet a day old.
    await k.ageMemory(email, 24 * 60 - 1, "guess");
    expect((await check(email, wrong)).statusCode).toBe(422);
    expect(alertsTo(email)).toHaveLength(1);
    await k.ageMemory(email, 9, "guess");
    expect((await check(email, wrong)).statusCode).toBe(422);
    expect(alertsTo(email)).toHaveLength(2);
  });

  it("never goes to an address without an account, nor for e-mail verification codes", async () => {
    const unknown = "nobody-alert@example.com";
    const unverified = "unverified-alert@example.com";
    await k.signUp(unverified);
    for (const wait of [0, 0, 0, 1, 2]) {
      await k.ageMemory(unknown, wait, "guess");
      await k.ageMemory(unverified, wait, "guess");
      expect((await check(unknown, "0000")).statusCode).toBe(422);
      const token = k.code(unverified) === "000000" ? "111111" : "000000";
      const res = await k.call("POST", "/api/v2/auth/verify-email-token", { email: unverified, token });
      expect(res.statusCode).toBe(422);
    }
    expect([...alertsTo(unknown), ...alertsTo(unverified)]).toHaveLength(0);
    // The e-mail codes share the limits: the day's sixth wrong one waits.
    const res = await k.call("POST", "/api/v2/auth/verify-email-token", {
      email: unverified,
      token: k.code(unverified),
    });
    expect(res.statusCode).toBe(429);
  });
});
