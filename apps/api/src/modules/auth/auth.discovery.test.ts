import { authMessages } from "@forum/contract";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBackgroundTasks } from "../../platform/background.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { createTokenService } from "../../platform/tokens.ts";
import { createTestApp, type TestApp, testJwtSecret } from "../../test/test-app.ts";
import { type AuthRepository, createAuthRepository } from "./auth.repository.ts";
import { type AuthServiceDeps, createAuthService } from "./auth.service.ts";
import { authKit } from "./auth-test-kit.ts";
import { type AuthThrottlesRepository, createAuthThrottlesRepository } from "./auth-throttles.repository.ts";

let t: TestApp;
let k: ReturnType<typeof authKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = authKit(t);
});
afterAll(() => t.close());

/** An object whose every method is recorded in `calls` and handled by `impl` (by default: never answers). */
function recorder<T extends object>(calls: string[], impl?: Partial<T>): T {
  return new Proxy({} as T, {
    get:
      (_, name) =>
      (...args: unknown[]) => {
        calls.push(String(name));
        const real = impl?.[name as keyof T];
        return typeof real === "function" ? real.apply(impl, args) : new Promise(() => {});
      },
  });
}

function service(over: Partial<AuthServiceDeps>) {
  const log = pino({ level: "silent" });
  return createAuthService({
    repo: createAuthRepository(t.database.db),
    throttles: createAuthThrottlesRepository(t.database.db),
    background: createBackgroundTasks(log),
    tokens: createTokenService(testJwtSecret),
    mailer: t.mailer,
    secret: testJwtSecret,
    publicUrl: "http://forum.test",
    google: null,
    log,
    usernames: { usernameFor: async () => "someone", randomUsername: () => "someone_1" },
    ...over,
  });
}

const notWaiting = <T>(answer: Promise<T>) =>
  Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve("still waiting"), 2_000))]);

describe("calls that must not tell whether an account exists", () => {
  it("reset and resend answer before any account-specific step, even when every such step hangs", async () => {
    const calls: string[] = [];
    const s = service({
      repo: recorder<AuthRepository>(calls),
      throttles: recorder<AuthThrottlesRepository>(calls),
      mailer: recorder<Mailer>(calls),
    });
    expect(await notWaiting(s.requestReset("ngozi@example.com"))).toEqual({ message: authMessages.resetSent });
    expect(await notWaiting(s.resendVerification("ngozi@example.com"))).toEqual({
      message: authMessages.verificationSent,
    });
    expect(calls).toEqual([]);
    // The work still happens, after the answer.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(["findUserByEmail", "findUserByEmail"]);
  });

  it("the reset answer goes while the known account's mail is still held back", async () => {
    const email = "held-mail@example.com";
    await k.verifiedUser(email);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = t.mailer.send;
    t.mailer.send = async (mail) => {
      await gate;
      await send(mail);
    };
    try {
      const answers = [];
      for (const address of [email, "nobody-held@example.com"]) {
        answers.push(await t.app.inject({ method: "PUT", url: "/api/auth/reset", payload: { email: address } }));
      }
      expect(answers.map((r) => [r.statusCode, r.body])).toEqual([
        [200, JSON.stringify({ message: authMessages.resetSent })],
        [200, JSON.stringify({ message: authMessages.resetSent })],
      ]);
      expect(k.mailsTo(email).filter((m) => m.subject.includes("reset"))).toHaveLength(0);
    } finally {
      release();
      t.mailer.send = send;
    }
    await t.settled?.();
    expect(k.mailsTo(email).filter((m) => m.subject.includes("reset"))).toHaveLength(1);
  });

  it("a code check takes the same steps for a known and an unknown address", async () => {
    const email = "steps@example.com";
    await k.signUp(email);
    await k.ageMemory(email, 2, "mail"); // past the one code mail a minute, so that the reset code goes
    await k.call("PUT", "/api/auth/reset", { email });
    const code = k.code(email);
    const wrong = code === "0000" ? "1111" : "0000";
    const stepsOf = async (address: string, check: "verifyResetCode" | "verifyEmail", token: string) => {
      const calls: string[] = [];
      const s = service({
        repo: recorder(calls, createAuthRepository(t.database.db)),
        throttles: recorder(calls, createAuthThrottlesRepository(t.database.db)),
      });
      await expect(s[check]({ email: address, token })).rejects.toMatchObject({ status: 422 });
      return calls;
    };
    const known = await stepsOf(email, "verifyResetCode", wrong);
    expect(known).toEqual(["takeGuess"]);
    expect(await stepsOf("nobody-steps@example.com", "verifyResetCode", wrong)).toEqual(known);
    const emailWrong = k.code(email) === "000000" ? "111111" : "000000";
    expect(await stepsOf(email, "verifyEmail", emailWrong)).toEqual(known);
    expect(await stepsOf("nobody-steps@example.com", "verifyEmail", emailWrong)).toEqual(known);
  });

  it("a login with a wrong password and one for an unknown address take the same steps", async () => {
    await k.verifiedUser("login-steps@example.com");
    const stepsOf = async (username: string) => {
      const calls: string[] = [];
      const s = service({ repo: recorder(calls, createAuthRepository(t.database.db)) });
      await expect(s.login({ username, password: "wrong-password" })).rejects.toMatchObject({ status: 422 });
      return calls;
    };
    expect(await stepsOf("login-steps@example.com")).toEqual(["findUserByEmail"]);
    expect(await stepsOf("nobody-login@example.com")).toEqual(["findUserByEmail"]);
  });

  it("logs a failure of the work left running, never leaves it unhandled", async () => {
    const log = pino({ level: "silent" });
    const error = vi.spyOn(log, "error");
    const background = createBackgroundTasks(log);
    const broken = { findUserByEmail: () => Promise.reject(new Error("database gone")) };
    const s = service({ repo: recorder<AuthRepository>([], broken), background });
    await s.requestReset("broken@example.com");
    await background.idle();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ task: "password reset mail", err: expect.any(Error) }),
      "background task failed",
    );
  });
});
