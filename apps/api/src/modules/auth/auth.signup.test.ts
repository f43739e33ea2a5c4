import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "./auth-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof authKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = authKit(t);
});
afterAll(() => t.close());

describe("register", () => {
  it("creates the account, lower-cases the e-mail and mails a 6-digit code valid 30 minutes", async () => {
    const res = await k.call("POST", "/api/v2/auth/register", { email: " Ada.Obi@Example.com ", password: "secret1" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { email: "ada.obi@example.com" }, message: expect.any(String) });
    const [mail] = k.mailsTo("ada.obi@example.com");
    expect(mail?.subject).toMatch(/verification code is \d{6}$/);
    expect(mail?.text).toContain("30 minutes");
    expect(mail?.html).toContain(k.code("ada.obi@example.com"));
  });

  it("refuses a taken e-mail, whatever its case, with the field map", async () => {
    const res = await k.call("POST", "/api/v2/auth/register", { email: "ADA.OBI@example.com", password: "secret1" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "The email has already been taken.",
      error: { email: ["The email has already been taken."] },
    });
  });

  it.each([
    [{ email: "", password: "secret1" }, "email", "Email is required."],
    [{ email: "not-an-email", password: "secret1" }, "email", "Email is invalid."],
    [{ email: "b@example.com", password: "12345" }, "password", "Password must be at least 6 characters."],
    [{ email: "b@example.com" }, "password", "Password is required."],
  ])("rejects %j with 422", async (body, field, message) => {
    const res = await k.call("POST", "/api/v2/auth/register", body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error[field]).toEqual([message]);
    expect(res.json().message).toBe(Object.values(res.json().error as Record<string, string[]>)[0]![0]);
  });

  it("answers malformed JSON with a 400 error body, never a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v2/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  });
});

describe("verify e-mail", () => {
  const email = "chidi@example.com";
  beforeAll(() => k.signUp(email));

  it("refuses a wrong code, then accepts the right one once and returns a bearer token", async () => {
    const right = k.code(email);
    const wrong = right === "000000" ? "111111" : "000000";
    const bad = await k.call("POST", "/api/v2/auth/verify-email-token", { email, token: wrong });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.token).toBeDefined();
    const ok = await k.call("POST", "/api/v2/auth/verify-email-token", { email, token: right });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ token_type: "Bearer", expires_in: expect.any(Number) });
    const again = await k.call("POST", "/api/v2/auth/verify-email-token", { email, token: right });
    expect(again.statusCode).toBe(422);
    const me = await k.call("GET", "/api/user/profile", undefined, ok.json().data.access_token);
    expect(me.json().data).toMatchObject({ email, user_id: expect.any(Number) });
  });

  it("voids a code after 5 wrong tries", async () => {
    const e = "five@example.com";
    await k.signUp(e);
    const right = k.code(e);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    // The guesses a day apart, so that the address's own limits (auth.guesses.test.ts) never step in: only the code's.
    const dayLater = () => k.ageMemory(e, 24 * 60 + 1);
    for (let i = 0; i < 5; i++) {
      await dayLater();
      expect((await k.call("POST", "/api/v2/auth/verify-email-token", { email: e, token: wrong })).statusCode).toBe(
        422,
      );
    }
    await dayLater();
    expect((await k.call("POST", "/api/v2/auth/verify-email-token", { email: e, token: right })).statusCode).toBe(422);
  });

  it("refuses an expired code", async () => {
    const e = "late@example.com";
    await k.signUp(e);
    await k.ageCodes(e, 31);
    expect((await k.call("POST", "/api/v2/auth/verify-email-token", { email: e, token: k.code(e) })).statusCode).toBe(
      422,
    );
  });

  it("answers an unknown e-mail like a wrong code", async () => {
    const res = await k.call("POST", "/api/v2/auth/verify-email-token", {
      email: "ghost@example.com",
      token: "123456",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("The code is invalid or has expired.");
  });

  it("checks the code's form with the spec's messages", async () => {
    const res = await k.call("POST", "/api/v2/auth/verify-email-token", { email, token: "123" });
    expect(res.json().error.token).toEqual(["Token must be 6 characters."]);
  });
});

describe("resend verification", () => {
  it("answers 200 whether or not the address exists, and mails at most once a minute", async () => {
    const e = "resend@example.com";
    await k.signUp(e);
    const first = k.code(e);
    const ghost = await k.call("POST", "/api/v2/auth/resend-verification", { email: "nobody@example.com" });
    expect(ghost.statusCode).toBe(200);
    expect(k.mailsTo("nobody@example.com")).toHaveLength(0);
    await k.call("POST", "/api/v2/auth/resend-verification", { email: e });
    expect(k.mailsTo(e)).toHaveLength(1);
    await k.ageCodes(e, 2);
    const res = await k.call("POST", "/api/v2/auth/resend-verification", { email: e });
    expect(res.json().message).toBe(ghost.json().message);
    expect(k.mailsTo(e)).toHaveLength(2);
    // The new code replaces the old one.
    const stale = await k.call("POST", "/api/v2/auth/verify-email-token", { email: e, token: first });
    if (k.code(e) !== first) expect(stale.statusCode).toBe(422);
    expect((await k.call("POST", "/api/v2/auth/verify-email-token", { email: e, token: k.code(e) })).statusCode).toBe(
      200,
    );
  });
});
