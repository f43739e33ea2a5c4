import { authMessages, limits } from "@forum/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "./auth-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof authKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = authKit(t);
});
afterAll(() => t.close());

const checkReset = (email: string, token: string) =>
  k.call("POST", "/api/auth/verify-password-token", { email, token });
const checkEmail = (email: string, token: string) =>
  k.call("POST", "/api/v2/auth/verify-email-token", { email, token });
const wrongFor = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, "0");
const alertsTo = (email: string) => k.mailsTo(email).filter((m) => m.subject.includes("trying to reset"));
const resetMails = (email: string) => k.mailsTo(email).filter((m) => m.subject.includes("password reset code"));

/** Someone else's wrong codes, as fast as the address's limits let them in, until the day's cap (5) is reached. */
async function lockOut(email: string, check: (token: string) => ReturnType<typeof checkReset>, wrong: string) {
  for (const wait of [0, 0, 0, 1, 2]) {
    await k.ageMemory(email, wait, "guess");
    expect((await check(wrong)).statusCode).toBe(422);
  }
}

describe("the reset mail's link", () => {
  it("sets the password while wrong codes sent by someone else keep the owner's right code out", async () => {
    const email = "locked-owner@example.com";
    const session = await k.verifiedUser(email, "old-secret");
    // The attacker asks for a reset of the owner's address and sends wrong codes for it.
    await k.call("PUT", "/api/auth/reset", { email });
    const code = k.code(email);
    await lockOut(email, (token) => checkReset(email, token), wrongFor(code));
    const refused = await checkReset(email, code);
    expect(refused.statusCode).toBe(429);

    // The owner is told once, right away (the warning is not a code mail: the minute does not hold it back).
    expect(alertsTo(email)).toHaveLength(1);
    const [alert] = alertsTo(email);
    expect(alert?.text).toContain("Your password is unchanged, and nothing changes unless");
    expect(alert?.text).toContain("the link in our password reset mail still works, even while codes are paused");
    expect(alert?.html).toContain("the link in our password reset mail still works");

    // The owner opens the link of the mail: it works while the code checks answer 429.
    const set = await k.setPassword(k.linkToken(email), "new-secret");
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: authMessages.passwordUpdated });
    // As on the code's path: every earlier session is revoked, the old password is refused, the new one works.
    expect((await k.call("GET", "/api/user/profile", undefined, session)).statusCode).toBe(401);
    expect((await k.login(email, "old-secret")).statusCode).toBe(422);
    expect((await k.login(email, "new-secret")).statusCode).toBe(200);

    // Single use.
    const again = await k.setPassword(k.linkToken(email), "third-secret");
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: authMessages.invalidResetToken,
      error: { token: [authMessages.invalidResetToken] },
    });
    // More 429s and wrong codes on the same day send no second warning.
    expect((await checkReset(email, code)).statusCode).toBe(429);
    expect(alertsTo(email)).toHaveLength(1);
  });

  it("is a fragment of the reset page's address (never sent to a server), with a long token kept only hashed", async () => {
    const email = "link-shape@example.com";
    await k.verifiedUser(email);
    await k.call("PUT", "/api/auth/reset", { email });
    const [mail] = resetMails(email);
    const token = k.linkToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(mail?.text).toContain(`http://forum.test/forum/reset-password#token=${token}`);
    expect(mail?.html).toContain(`href="http://forum.test/forum/reset-password#token=${token}"`);
    expect(mail?.text).toContain(`valid for ${limits.resetCodeValidMinutes} minutes`);
    const stored = await t.database.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(stored.map((r) => r.hash)).not.toContain(token);
  });

  it("voids the mailed code, and the links of earlier mails, once the password is set", async () => {
    const email = "link-voids@example.com";
    await k.verifiedUser(email, "old-secret");
    await k.call("PUT", "/api/auth/reset", { email });
    const earlier = k.linkToken(email);
    await k.ageMemory(email, 2, "mail");
    await k.call("PUT", "/api/auth/reset", { email });
    const code = k.code(email);
    expect(resetMails(email)).toHaveLength(2);
    expect((await k.setPassword(k.linkToken(email), "new-secret")).statusCode).toBe(200);
    expect((await checkReset(email, code)).statusCode).toBe(422);
    expect((await k.setPassword(earlier, "other-secret")).statusCode).toBe(422);
    expect((await k.login(email, "new-secret")).statusCode).toBe(200);
  });

  it("expires with the code", async () => {
    const email = "link-expires@example.com";
    await k.verifiedUser(email);
    await k.call("PUT", "/api/auth/reset", { email });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(passwordResetTokens)
      .set({
        expiresAt: sql`${passwordResetTokens.expiresAt} - make_interval(mins => ${limits.resetCodeValidMinutes})`,
      })
      .where(eq(passwordResetTokens.userId, user!.id));
    const res = await k.setPassword(k.linkToken(email), "new-secret");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(authMessages.invalidResetToken);
  });

  it("also lets a sign-up whose verification codes someone else spent in: the new password verifies the address", async () => {
    const email = "locked-signup@example.com";
    await k.signUp(email, "first-secret");
    const code = k.code(email);
    await lockOut(email, (token) => checkEmail(email, token), wrongFor(code));
    expect((await checkEmail(email, code)).statusCode).toBe(429);
    // No warning for verification codes: the address's owner has not yet shown that it wants mail from the forum.
    expect(alertsTo(email)).toHaveLength(0);

    await k.ageMemory(email, 2, "mail");
    await k.call("PUT", "/api/auth/reset", { email });
    expect((await k.setPassword(k.linkToken(email), "new-secret")).statusCode).toBe(200);
    const login = await k.login(email, "new-secret");
    expect(login.json().data).toMatchObject({ access_token: expect.any(String) });
  });
});
