import {
  accessTokenData,
  dataEnvelope,
  emailBody,
  errorBodySchema,
  googleBody,
  loginBody,
  loginData,
  messageEnvelope,
  registerBody,
  registeredData,
  resetTokenData,
  setPasswordBody,
  verifyEmailBody,
  verifyResetCodeBody,
} from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../platform/auth-guard.ts";
import { authAttemptLimits, byIp, type CounterStore, limitBy } from "../../platform/rate-limit.ts";
import { CodeChecksPaused } from "./auth.codes.ts";
import type { AuthService } from "./auth.service.ts";

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};
const tags = ["accounts"];

/** Main base (`/api`): sign-up, verification, login, password reset, logout. */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService; limits: CounterStore }> = async (
  app,
  { service, limits },
) => {
  const attempts = (group: string) => authAttemptLimits(limits, group);
  // A code check refused by the address's guess limits says when to come back (API.md: 429 with Retry-After).
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof CodeChecksPaused) reply.header("retry-after", Math.max(1, error.retryAfterSeconds));
  });
  // Sign-up and setting a password are not guessing games, but still capped per address.
  const perIp = (group: string) => limitBy(limits, group, [byIp(20)]);
  app.post(
    "/v2/auth/register",
    {
      schema: { tags, body: registerBody, response: { 201: dataEnvelope(registeredData), ...errors } },
      preHandler: perIp("register"),
    },
    async (req, reply) => reply.status(201).send(await service.register(req.body)),
  );

  app.post(
    "/v2/auth/resend-verification",
    {
      schema: { tags, body: emailBody, response: { 200: messageEnvelope, ...errors } },
      preHandler: attempts("resend"),
    },
    async (req) => service.resendVerification(req.body.email),
  );

  app.post(
    "/v2/auth/verify-email-token",
    {
      schema: { tags, body: verifyEmailBody, response: { 200: dataEnvelope(accessTokenData), ...errors } },
      preHandler: attempts("verify-email"),
    },
    async (req) => service.verifyEmail(req.body),
  );

  app.post(
    "/v2/auth/login",
    {
      schema: { tags, body: loginBody, response: { 200: dataEnvelope(loginData), ...errors } },
      preHandler: attempts("login"),
    },
    async (req) => service.login(req.body),
  );

  app.post(
    "/v2/auth/google",
    {
      schema: { tags, body: googleBody, response: { 200: dataEnvelope(accessTokenData), ...errors } },
      preHandler: attempts("google"),
    },
    async (req) => service.google(req.body.id_token),
  );

  app.put(
    "/auth/reset",
    {
      schema: { tags, body: emailBody, response: { 200: messageEnvelope, ...errors } },
      preHandler: attempts("reset"),
    },
    async (req) => service.requestReset(req.body.email),
  );

  app.post(
    "/auth/verify-password-token",
    {
      schema: { tags, body: verifyResetCodeBody, response: { 200: dataEnvelope(resetTokenData), ...errors } },
      preHandler: attempts("verify-reset"),
    },
    async (req) => service.verifyResetCode(req.body),
  );

  app.put(
    "/auth/user-password",
    {
      schema: { tags, body: setPasswordBody, response: { 200: messageEnvelope, ...errors } },
      preHandler: perIp("set-password"),
    },
    async (req) => service.setPassword(req.body),
  );

  app.post(
    "/auth/logout",
    { schema: { tags, response: { 200: messageEnvelope, ...errors } }, onRequest: requireUser },
    async (req) => service.logout(currentUser(req).id),
  );
};
