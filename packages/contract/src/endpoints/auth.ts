import type {
  emailBody,
  googleBody,
  loginBody,
  loginResponse,
  registerBody,
  registeredResponse,
  resetTokenResponse,
  setPasswordBody,
  tokenResponse,
  verifyEmailBody,
  verifyResetCodeBody,
} from "../auth.ts";
import type { messageEnvelope } from "../envelopes.ts";
import { endpoint } from "./endpoint.ts";

/** Main base: sign-up and its code, login (password or Google), password reset by a 4-digit code, logout. */
export const auth = {
  register: endpoint<{ body: typeof registerBody; response: typeof registeredResponse }>()(
    "POST",
    "main",
    "/v2/auth/register",
    "public",
    { status: 201 },
  ),
  resendVerification: endpoint<{ body: typeof emailBody; response: typeof messageEnvelope }>()(
    "POST",
    "main",
    "/v2/auth/resend-verification",
    "public",
  ),
  verifyEmail: endpoint<{ body: typeof verifyEmailBody; response: typeof tokenResponse }>()(
    "POST",
    "main",
    "/v2/auth/verify-email-token",
    "public",
  ),
  login: endpoint<{ body: typeof loginBody; response: typeof loginResponse }>()(
    "POST",
    "main",
    "/v2/auth/login",
    "public",
  ),
  google: endpoint<{ body: typeof googleBody; response: typeof tokenResponse }>()(
    "POST",
    "main",
    "/v2/auth/google",
    "public",
  ),
  requestReset: endpoint<{ body: typeof emailBody; response: typeof messageEnvelope }>()(
    "PUT",
    "main",
    "/auth/reset",
    "public",
  ),
  verifyResetCode: endpoint<{ body: typeof verifyResetCodeBody; response: typeof resetTokenResponse }>()(
    "POST",
    "main",
    "/auth/verify-password-token",
    "public",
  ),
  setPassword: endpoint<{ body: typeof setPasswordBody; response: typeof messageEnvelope }>()(
    "PUT",
    "main",
    "/auth/user-password",
    "public",
  ),
  /** Revokes every token of the caller (logout everywhere). */
  logout: endpoint<{ response: typeof messageEnvelope }>()("POST", "main", "/auth/logout", "user"),
};
