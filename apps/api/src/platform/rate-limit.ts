import rateLimit from "@fastify/rate-limit";
import { rateLimits } from "@forum/contract";
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { Redis } from "ioredis";

/** Registers the limiter (in memory, or in Redis so every instance counts together); applies nowhere by itself. */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: false } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Retry in ${context.after}` }),
  });
}

/** The account a login/code request is about: its e-mail (login names it `username`). */
function accountKey(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { email?: unknown; username?: unknown };
  const email = typeof body.email === "string" ? body.email : typeof body.username === "string" ? body.username : "";
  return email.trim().toLowerCase() || `ip:${request.ip}`;
}

/**
 * API.md abuse limits for login, resend and both code checks: 10 tries a minute per account and 100 a minute
 * per IP (a campus shares one address). Run as preHandlers, after the body is parsed.
 */
export function authAttemptLimits(app: FastifyInstance, group: string): preHandlerHookHandler[] {
  return [
    app.rateLimit({
      max: rateLimits.authPerIpPerMinute,
      timeWindow: 60_000,
      groupId: `${group}-ip`,
    }),
    app.rateLimit({
      max: rateLimits.authPerAccountPerMinute,
      timeWindow: 60_000,
      groupId: `${group}-account`,
      keyGenerator: accountKey,
    }),
  ];
}
