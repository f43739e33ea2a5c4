import { authMessages } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anotherInstance, createTestApp, type TestApp } from "../../test/test-app.ts";
import { codeMailLimits } from "./auth.throttles.ts";
import { authKit } from "./auth-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof authKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = authKit(t);
});
afterAll(() => t.close());

const codeMails = (email: string, kind: "verification" | "password reset") =>
  k.mailsTo(email).filter((m) => m.subject.includes(`${kind} code is`));
const minuteLater = (email: string) => k.ageMemory(email, 2, "mail");

describe("code mails per address", () => {
  it("sends at most 3 verification mails an hour, whatever asks (sign-up, logins); login still answers", async () => {
    const email = "bombed@example.com";
    await k.signUp(email);
    for (let i = 0; i < 6; i++) {
      await minuteLater(email);
      const res = await k.login(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { unverified_email: true }, message: authMessages.unverifiedEmail });
    }
    expect(codeMails(email, "verification")).toHaveLength(codeMailLimits.perHour);
    await k.ageMemory(email, 61, "mail");
    await k.login(email);
    expect(codeMails(email, "verification")).toHaveLength(codeMailLimits.perHour + 1);
  });

  it("keeps the last mailed code valid when a mail is held back", async () => {
    const email = "held@example.com";
    await k.signUp(email);
    await minuteLater(email);
    await k.login(email);
    await minuteLater(email);
    await k.login(email);
    const last = k.code(email);
    await minuteLater(email);
    await k.login(email);
    expect(codeMails(email, "verification")).toHaveLength(3);
    const res = await k.call("POST", "/api/v2/auth/verify-email-token", { email, token: last });
    expect(res.statusCode).toBe(200);
  });

  it("resend: one a minute and 3 an hour, answering the same every time", async () => {
    const email = "resend-cap@example.com";
    await k.signUp(email);
    // The first resend comes within the minute of the sign-up's mail: held back.
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await k.call("POST", "/api/v2/auth/resend-verification", { email })).json());
      await minuteLater(email);
    }
    expect(answers.every((a) => a.message === authMessages.verificationSent)).toBe(true);
    expect(codeMails(email, "verification")).toHaveLength(codeMailLimits.perHour);
  });

  it("password reset: 3 an hour, answering the same every time", async () => {
    const email = "reset-cap@example.com";
    await k.verifiedUser(email);
    for (let i = 0; i < 5; i++) {
      const res = await k.call("PUT", "/api/auth/reset", { email });
      expect(res.json()).toEqual({ message: authMessages.resetSent });
      await minuteLater(email);
    }
    expect(codeMails(email, "password reset")).toHaveLength(codeMailLimits.perHour);
    expect(codeMails(email, "verification")).toHaveLength(1);
  });

  it("counts the mails of every instance together (they share the database)", async () => {
    const email = "two-instances@example.com";
    await k.verifiedUser(email);
    const other = await anotherInstance(t);
    try {
      const kits = [k, authKit(other)];
      for (let i = 0; i < 4; i++) {
        await kits[i % 2]!.call("PUT", "/api/auth/reset", { email });
        await minuteLater(email);
      }
    } finally {
      await other.close();
    }
    expect(codeMails(email, "password reset")).toHaveLength(codeMailLimits.perHour);
  });
});

describe("one code mail a minute per address, across kinds", () => {
  const answers = async (email: string) => {
    const calls = [
      await k.call("POST", "/api/v2/auth/register", { email, password: "secret1" }),
      ...(await Promise.all(Array.from({ length: 5 }, () => k.login(email)))),
      await k.call("POST", "/api/v2/auth/resend-verification", { email }),
      await k.call("PUT", "/api/auth/reset", { email }),
    ];
    return calls.map((res) => [res.statusCode, res.json()]);
  };

  it("the issue's burst (sign-up, 5 unverified logins, resend, reset) sends one mail; every answer is as usual", async () => {
    const email = "burst@example.com";
    const got = await answers(email);
    const unverified = [200, { data: { unverified_email: true }, message: authMessages.unverifiedEmail }];
    expect(got).toEqual([
      [201, { data: { email }, message: authMessages.registered }],
      ...Array.from({ length: 5 }, () => unverified),
      [200, { message: authMessages.verificationSent }],
      [200, { message: authMessages.resetSent }],
    ]);
    expect(k.mailsTo(email)).toHaveLength(1);
    expect(codeMails(email, "verification")).toHaveLength(1);
    // The code of the mail that went stays valid.
    const verified = await k.call("POST", "/api/v2/auth/verify-email-token", { email, token: k.code(email) });
    expect(verified.statusCode).toBe(200);
  });

  it("holds back a reset asked for within the minute of a verification mail, answering as for an unknown address", async () => {
    const email = "reset-after-signup@example.com";
    await k.signUp(email);
    const known = await k.call("PUT", "/api/auth/reset", { email });
    const unknown = await k.call("PUT", "/api/auth/reset", { email: "nobody-minute@example.com" });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(codeMails(email, "password reset")).toHaveLength(0);
    // A minute later the same request mails the code.
    await minuteLater(email);
    await k.call("PUT", "/api/auth/reset", { email });
    expect(codeMails(email, "password reset")).toHaveLength(1);
  });

  it("and the other way round: no verification mail within the minute of a reset mail", async () => {
    const email = "login-after-reset@example.com";
    await k.signUp(email);
    await minuteLater(email);
    await k.call("PUT", "/api/auth/reset", { email });
    expect(codeMails(email, "password reset")).toHaveLength(1);
    expect((await k.login(email)).json().data).toEqual({ unverified_email: true });
    await k.call("POST", "/api/v2/auth/resend-verification", { email });
    expect(codeMails(email, "verification")).toHaveLength(1);
  });

  it("lets the next code mail go at once after a right code (whoever typed it reads the mail)", async () => {
    const email = "verified-then-reset@example.com";
    await k.verifiedUser(email);
    await k.call("PUT", "/api/auth/reset", { email });
    expect(codeMails(email, "password reset")).toHaveLength(1);
  });

  it("counts across instances: a reset on one instance holds back a login's mail on another", async () => {
    const email = "minute-two-instances@example.com";
    await k.signUp(email);
    await minuteLater(email);
    const other = await anotherInstance(t);
    try {
      await k.call("PUT", "/api/auth/reset", { email });
      await authKit(other).login(email);
    } finally {
      await other.close();
    }
    expect(k.mailsTo(email)).toHaveLength(2);
  });
});
