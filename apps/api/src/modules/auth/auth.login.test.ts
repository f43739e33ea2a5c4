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

describe("login", () => {
  it("logs a verified student in with the e-mail as username", async () => {
    await k.verifiedUser("ngozi@example.com");
    const res = await k.login("Ngozi@Example.com");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ access_token: expect.any(String), token_type: "Bearer" });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    for (const res of [await k.login("ngozi@example.com", "wrong-pass"), await k.login("ghost@example.com")]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Invalid email or password.");
    }
  });

  it("does not log in an unverified student and mails a fresh code that replaces the old one", async () => {
    const e = "unverified@example.com";
    await k.signUp(e);
    const first = k.code(e);
    await k.ageMemory(e, 2, "mail"); // past the one code mail a minute (auth.mail-caps.test.ts)
    const res = await k.login(e);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { unverified_email: true },
      message: "Please check your inbox to verify your email!",
    });
    expect(k.mailsTo(e)).toHaveLength(2);
    const fresh = k.code(e);
    if (fresh !== first) {
      expect((await k.call("POST", "/api/v2/auth/verify-email-token", { email: e, token: first })).statusCode).toBe(
        422,
      );
    }
    expect((await k.call("POST", "/api/v2/auth/verify-email-token", { email: e, token: fresh })).statusCode).toBe(200);
  });

  it("needs the right password before it says anything about verification", async () => {
    const res = await k.login("unverified@example.com", "wrong-pass");
    expect(res.statusCode).toBe(422);
  });
});

describe("tokens", () => {
  it("a malformed or forged token is a 401, even on a public call", async () => {
    const forged = `${(await k.verifiedUser("forge@example.com")).slice(0, -4)}AAAA`;
    for (const token of ["garbage", forged]) {
      const res = await k.call("GET", "/api/v2/profile/me?user_id=1", undefined, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Unauthenticated.", error: "unauthenticated" });
    }
  });

  it("logout revokes every token of the caller", async () => {
    const first = await k.verifiedUser("out@example.com");
    const second = (await k.login("out@example.com")).json().data.access_token;
    const res = await k.call("POST", "/api/auth/logout", undefined, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Logout Successful");
    for (const token of [first, second]) {
      expect((await k.call("GET", "/api/user/profile", undefined, token)).statusCode).toBe(401);
    }
    expect((await k.call("POST", "/api/auth/logout")).statusCode).toBe(401);
  });
});

describe("profile", () => {
  it("shows the e-mail only to its owner", async () => {
    const token = await k.verifiedUser("owner@example.com");
    const me = (await k.call("GET", "/api/user/profile", undefined, token)).json().data;
    expect(me).toMatchObject({
      id: me.user_id,
      email: "owner@example.com",
      // A new account's username comes from its e-mail (profile module, username.ts).
      username: "owner",
      status: null,
      student: { firstname: null, lastname: null, image: null },
      meta: { username: "owner", first_name: null, last_name: null, profile_image: null },
      is_admin: false,
    });
    const own = await k.call("GET", `/api/v2/profile/me?user_id=${me.user_id}`, undefined, token);
    expect(own.json().data.email).toBe("owner@example.com");
    const guest = await k.call("GET", `/api/v2/profile/me?user_id=${me.user_id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).not.toHaveProperty("email");
    const other = await k.verifiedUser("other@example.com");
    expect(
      (await k.call("GET", `/api/v2/profile/me?user_id=${me.user_id}`, undefined, other)).json().data,
    ).not.toHaveProperty("email");
  });

  it("404s an unknown user, 422s a bad id, 401s a guest asking for their own", async () => {
    expect((await k.call("GET", "/api/v2/profile/me?user_id=999999")).statusCode).toBe(404);
    expect((await k.call("GET", "/api/v2/profile/me?user_id=abc")).statusCode).toBe(422);
    expect((await k.call("GET", "/api/user/profile")).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  const email = "reset@example.com";
  let oldToken: string;
  beforeAll(async () => {
    oldToken = await k.verifiedUser(email, "old-secret");
  });

  it("answers 200 for unknown addresses without mailing", async () => {
    const res = await k.call("PUT", "/api/auth/reset", { email: "nobody@example.com" });
    expect(res.statusCode).toBe(200);
    expect(k.mailsTo("nobody@example.com")).toHaveLength(0);
  });

  it("mails a 4-digit code, trades it for a single-use token, sets the password and revokes old tokens", async () => {
    const known = await k.call("PUT", "/api/auth/reset", { email });
    const unknown = await k.call("PUT", "/api/auth/reset", { email: "nobody2@example.com" });
    expect(known.json()).toEqual(unknown.json());
    const code = k.code(email);
    expect(code).toMatch(/^\d{4}$/);
    expect(k.mailsTo(email).at(-1)?.text).toContain("15 minutes");

    const wrong = await k.call("POST", "/api/auth/verify-password-token", {
      email,
      token: code === "0000" ? "1111" : "0000",
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await k.call("POST", "/api/auth/verify-password-token", { email, token: code });
    expect(ok.statusCode).toBe(200);
    const resetToken = ok.json().data.token as string;
    expect(resetToken.length).toBeGreaterThan(30);

    const mismatch = await k.call("PUT", "/api/auth/user-password", {
      token: resetToken,
      password: "new-secret",
      confirmPassword: "nope",
    });
    expect(mismatch.json().error.confirmPassword).toEqual(["Passwords do not match."]);

    const set = await k.call("PUT", "/api/auth/user-password", {
      token: resetToken,
      password: "new-secret",
      confirmPassword: "new-secret",
    });
    expect(set.statusCode).toBe(200);
    expect((await k.call("GET", "/api/user/profile", undefined, oldToken)).statusCode).toBe(401);
    expect((await k.login(email, "old-secret")).statusCode).toBe(422);
    expect((await k.login(email, "new-secret")).statusCode).toBe(200);

    const reused = await k.call("PUT", "/api/auth/user-password", {
      token: resetToken,
      password: "other-secret",
      confirmPassword: "other-secret",
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.token).toBeDefined();
  });

  it("voids the reset code after 5 wrong tries and refuses an expired one", async () => {
    await k.ageCodes(email, 2);
    await k.call("PUT", "/api/auth/reset", { email });
    const code = k.code(email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    // The guesses a day apart, so that the address's own limits (auth.guesses.test.ts) never step in: only the code's.
    const dayLater = () => k.ageMemory(email, 24 * 60 + 1);
    for (let i = 0; i < 5; i++) {
      await dayLater();
      expect((await k.call("POST", "/api/auth/verify-password-token", { email, token: wrong })).statusCode).toBe(422);
    }
    await dayLater();
    expect((await k.call("POST", "/api/auth/verify-password-token", { email, token: code })).statusCode).toBe(422);

    await k.ageCodes(email, 2);
    await k.call("PUT", "/api/auth/reset", { email });
    await k.ageCodes(email, 16);
    expect((await k.call("POST", "/api/auth/verify-password-token", { email, token: k.code(email) })).statusCode).toBe(
      422,
    );
  });

  it("checks the 4-digit form", async () => {
    const res = await k.call("POST", "/api/auth/verify-password-token", { email, token: "12" });
    expect(res.json().error.token).toEqual(["Token must be 4 characters."]);
  });
});
