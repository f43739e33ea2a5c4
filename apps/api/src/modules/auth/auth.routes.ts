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
import { authAttemptLimits } from "../../platform/rate-limit.ts";
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
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    "/v2/auth/register",
    {
      schema: { tags, body: registerBody, response: { 201: dataEnvelope(registeredData), ...errors } },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (req, reply) => reply.status(201).send(await service.register(req.body)),
  );

  app.post(
    "/v2/auth/resend-verification",
    {
      schema: { tags, body: emailBody, response: { 200: messageEnvelope, ...errors } },
      preHandler: authAttemptLimits(app, "resend"),
    },
    async (req) => service.resendVerification(req.body.email),
  );

  app.post(
    "/v2/auth/verify-email-token",
    {
      schema: { tags, body: verifyEmailBody, response: { 200: dataEnvelope(accessTokenData), ...errors } },
      preHandler: authAttemptLimits(app, "verify-email"),
    },
    async (req) => service.verifyEmail(req.body),
  );

  app.post(
    "/v2/auth/login",
    {
      schema: { tags, body: loginBody, response: { 200: dataEnvelope(loginData), ...errors } },
      preHandler: authAttemptLimits(app, "login"),
    },
    async (req) => service.login(req.body),
  );

  app.post(
    "/v2/auth/google",
    {
      schema: { tags, body: googleBody, response: { 200: dataEnvelope(accessTokenData), ...errors } },
      preHandler: authAttemptLimits(app, "google"),
    },
    async (req) => service.google(req.body.id_token),
  );

  app.put(
    "/auth/reset",
    {
      schema: { tags, body: emailBody, response: { 200: messageEnvelope, ...errors } },
      preHandler: authAttemptLimits(app, "reset"),
    },
    async (req) => service.requestReset(req.body.email),
  );

  app.post(
    "/auth/verify-password-token",
    {
      schema: { tags, body: verifyResetCodeBody, response: { 200: dataEnvelope(resetTokenData), ...errors } },
      preHandler: authAttemptLimits(app, "verify-reset"),
    },
    async (req) => service.verifyResetCode(req.body),
  );

  app.put(
    "/auth/user-password",
    {
      schema: { tags, body: setPasswordBody, response: { 200: messageEnvelope, ...errors } },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (req) => service.setPassword(req.body),
  );

  app.post(
    "/auth/logout",
    { schema: { tags, response: { 200: messageEnvelope, ...errors } }, preHandler: requireUser },
    async (req) => service.logout(currentUser(req).id),
  );
};
