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
    await k.login(email);
    await k.login(email);
    const last = k.code(email);
    await k.login(email);
    expect(codeMails(email, "verification")).toHaveLength(3);
    const res = await k.call("POST", "/api/v2/auth/verify-email-token", { email, token: last });
    expect(res.statusCode).toBe(200);
  });

  it("resend: one a minute and 3 an hour, answering the same every time", async () => {
    const email = "resend-cap@example.com";
    await k.signUp(email);
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
