import { authApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { authAttemptLimits, byIp, type CounterStore, limitBy } from "../../platform/rate-limit.ts";
import type { AuthService } from "./auth.service.ts";

/**
 * Main base: sign-up, verification, login, password reset, logout. The abuse limits run once the body is read: they
 * count tries per e-mail as well as per IP (API.md).
 */
export function authRoutes(app: FastifyInstance, { service, limits }: { service: AuthService; limits: CounterStore }) {
  const on = mounter(app, "accounts");
  const attempts = (group: string) => ({ preHandler: [authAttemptLimits(limits, group)] });
  // Sign-up and setting a password are not guessing games, but still capped per IP.
  const perIp = (group: string) => ({ preHandler: [limitBy(limits, group, [byIp(20)])] });

  on(authApi.register, ({ body, request }) => service.register(body, request.ip), perIp("register"));
  on(authApi.resendVerification, ({ body }) => service.resendVerification(body.email), attempts("resend"));
  on(authApi.verifyEmail, ({ body }) => service.verifyEmail(body), attempts("verify-email"));
  on(authApi.login, ({ body }) => service.login(body), attempts("login"));
  on(authApi.google, ({ body, request }) => service.google(body.id_token, request.ip), attempts("google"));
  on(authApi.requestReset, ({ body }) => service.requestReset(body.email), attempts("reset"));
  on(authApi.verifyResetCode, ({ body }) => service.verifyResetCode(body), attempts("verify-reset"));
  on(authApi.setPassword, ({ body }) => service.setPassword(body), perIp("set-password"));
  on(authApi.logout, ({ user }) => service.logout(user.id));
}
