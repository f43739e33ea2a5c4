import { describe, expect, it } from "vitest";
import { emailCodeField, loginFormSchema, resetCodeField, setPasswordBody, signupFormSchema } from "./auth.ts";
import { authMessages } from "./auth-texts.ts";

const v = authMessages.validation;
const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("sign-in form rules (core §5)", () => {
  it("requires e-mail, then checks its pattern", () => {
    expect(firstError(loginFormSchema.safeParse({ email: "", password: "secret1" }))).toBe(v.emailRequired);
    expect(loginFormSchema.safeParse({ email: "", password: "secret1" }).error?.issues).toHaveLength(1);
    expect(firstError(loginFormSchema.safeParse({ email: "ada@", password: "secret1" }))).toBe(v.emailInvalid);
  });
  it("requires a password of at least 6 characters", () => {
    expect(firstError(loginFormSchema.safeParse({ email: "a@b.co", password: "" }))).toBe(v.passwordRequired);
    expect(firstError(loginFormSchema.safeParse({ email: "a@b.co", password: "12345" }))).toBe(v.passwordMin);
    expect(loginFormSchema.safeParse({ email: " a@b.co ", password: "123456" }).data?.email).toBe("a@b.co");
  });
  it("sign-up needs a matching confirmation", () => {
    const r = signupFormSchema.safeParse({ email: "a@b.co", password: "123456", confirmPassword: "1234567" });
    expect(firstError(r)).toBe(v.passwordsDoNotMatch);
    expect(r.error?.issues[0]?.path).toEqual(["confirmPassword"]);
  });
  it("reset body needs a matching confirmation", () => {
    expect(firstError(setPasswordBody.safeParse({ token: "t", password: "123456", confirmPassword: "x" }))).toBe(
      v.passwordsDoNotMatch,
    );
  });
});

describe("codes (secondary §5)", () => {
  it("checks six and four digit codes", () => {
    expect(firstError(emailCodeField.safeParse(""))).toBe(v.tokenRequired);
    expect(firstError(emailCodeField.safeParse("12345"))).toBe(v.tokenSix);
    expect(emailCodeField.safeParse("123456").success).toBe(true);
    expect(emailCodeField.safeParse("12345a").success).toBe(false);
    expect(firstError(resetCodeField.safeParse("123"))).toBe(v.tokenFour);
    expect(resetCodeField.safeParse("1234").success).toBe(true);
  });
});
