import { z } from "zod";
import { authMessages } from "./auth-texts.ts";
import { auth } from "./endpoints/auth.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { dataEnvelope, messageEnvelope } from "./envelopes.ts";
import { limits } from "./limits.ts";

const v = authMessages.validation;
/** The spec's `{email}` pattern: something@something.tld with no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, { error: v.emailRequired, abort: true })
  .max(limits.emailMax, { error: v.emailInvalid, abort: true })
  .regex(emailPattern, { error: v.emailInvalid });

export const passwordField = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired, abort: true })
  .min(limits.passwordMin, { error: v.passwordMin, abort: true })
  .max(limits.passwordMax, { error: v.passwordMax });

const digits = (length: number, lengthMessage: string) =>
  z
    .string({ error: v.tokenRequired })
    .trim()
    .min(1, { error: v.tokenRequired, abort: true })
    .length(length, { error: lengthMessage, abort: true })
    .regex(/^\d+$/, { error: v.tokenDigits });

export const emailCodeField = digits(limits.emailCodeLength, v.tokenSix);
export const resetCodeField = digits(limits.resetCodeLength, v.tokenFour);

/** Login and sign-up form (core §5). The API names the e-mail `username` on login. */
export const loginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({ email: emailField, password: passwordField, confirmPassword: z.string() })
  .refine((f) => f.password === f.confirmPassword, {
    error: v.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const registerBody = z.object({ email: emailField, password: passwordField });
export type RegisterBody = z.infer<typeof registerBody>;
export const loginBody = z.object({ username: emailField, password: z.string().min(1, { error: v.passwordRequired }) });
export type LoginBody = z.infer<typeof loginBody>;
export const emailBody = z.object({ email: emailField });
export type EmailBody = z.infer<typeof emailBody>;
export const verifyEmailBody = z.object({ email: emailField, token: emailCodeField });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;
export const verifyResetCodeBody = z.object({ email: emailField, token: resetCodeField });
export type VerifyResetCodeBody = z.infer<typeof verifyResetCodeBody>;
export const googleBody = z.object({ id_token: z.string().min(1, { error: v.idTokenRequired }) });
export type GoogleBody = z.infer<typeof googleBody>;

/** Reset password (secondary §5) and its API body: `token` is the reset token from the code check. */
export const newPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((f) => f.password === f.confirmPassword, {
    error: v.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
export const setPasswordBody = z
  .object({
    token: z.string().min(1, { error: v.resetTokenRequired }),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((f) => f.password === f.confirmPassword, {
    error: v.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const accessTokenData = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});
export type AccessTokenData = z.infer<typeof accessTokenData>;
export const unverifiedData = z.object({ unverified_email: z.literal(true) });
export const loginData = z.union([accessTokenData, unverifiedData]);
export type LoginData = z.infer<typeof loginData>;
export const registeredData = z.object({ email: z.string() });
export const resetTokenData = z.object({ token: z.string() });

export const registeredResponse = dataEnvelope(registeredData);
export const tokenResponse = dataEnvelope(accessTokenData);
export const loginResponse = dataEnvelope(loginData);
export type LoginResponse = z.infer<typeof loginResponse>;
export const resetTokenResponse = dataEnvelope(resetTokenData);

/** Claims of our access tokens (API.md: `sub` and `user_id`). */
export type TokenClaims = { sub: string; user_id: number; email: string; ver: number; exp: number; iat: number };

/**
 * The accounts calls with their schemas (the server registers them; the web calls `auth` from the endpoints). Login
 * and Google answer 403 for a suspended account; Google is 404 where it is not enabled.
 */
export const authApi = operations("auth", {
  register: bind(auth.register, "Sign up with e-mail and password (mails a verification code)", {
    body: registerBody,
    response: registeredResponse,
  }),
  resendVerification: bind(auth.resendVerification, "Mail a new verification code", {
    body: emailBody,
    response: messageEnvelope,
  }),
  verifyEmail: bind(auth.verifyEmail, "Verify the e-mail with its code (answers a token)", {
    body: verifyEmailBody,
    response: tokenResponse,
  }),
  login: bind(auth.login, "Sign in with e-mail and password", { body: loginBody, response: loginResponse }, [403]),
  google: bind(auth.google, "Sign in with Google", { body: googleBody, response: tokenResponse }, [403, 404]),
  requestReset: bind(auth.requestReset, "Request a password reset code", {
    body: emailBody,
    response: messageEnvelope,
  }),
  verifyResetCode: bind(auth.verifyResetCode, "Check a password reset code", {
    body: verifyResetCodeBody,
    response: resetTokenResponse,
  }),
  setPassword: bind(auth.setPassword, "Set a new password with a reset code", {
    body: setPasswordBody,
    response: messageEnvelope,
  }),
  logout: bind(auth.logout, "Sign out everywhere (revokes the caller's tokens)", { response: messageEnvelope }),
});
