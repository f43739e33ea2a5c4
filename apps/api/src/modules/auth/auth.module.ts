import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { isSuspended } from "../../db/suspension.ts";
import type { AuthState } from "../../platform/auth-guard.ts";
import type { AppContext } from "../../platform/context.ts";
import { createGoogleVerifier } from "../../platform/google.ts";
import { createAuthRepository } from "./auth.repository.ts";
import { authRoutes } from "./auth.routes.ts";
import { createAuthService, type UsernameSource } from "./auth.service.ts";
import { createAuthThrottlesRepository } from "./auth-throttles.repository.ts";

/** How the auth guard reads an account's current state (every signed-in request and socket handshake). */
export function authStateLoader(db: Db): (userId: number) => Promise<AuthState | null> {
  const repo = createAuthRepository(db);
  return async (id) => {
    const user = await repo.findAuthState(id);
    if (!user) return null;
    return {
      id: user.id,
      email: user.email,
      isAdmin: user.isAdmin,
      tokenVersion: user.tokenVersion,
      suspended: isSuspended(user),
      since: user.createdAt,
    };
  };
}

/** Accounts (main base): sign-up, codes, login, Google, password reset, logout. New accounts take a username. */
export function authModule(app: FastifyInstance, ctx: AppContext & { usernames: UsernameSource }) {
  const { deps } = ctx;
  const service = createAuthService({
    repo: createAuthRepository(ctx.db),
    throttles: createAuthThrottlesRepository(ctx.db),
    background: ctx.background,
    tokens: ctx.tokens,
    mailer: ctx.mailer,
    secret: deps.jwtSecret,
    publicUrl: deps.publicUrl,
    google: deps.google ? createGoogleVerifier(deps.google.clientId, deps.google.keys) : null,
    log: ctx.log,
    usernames: ctx.usernames,
    onTokensRevoked: ctx.realtime.disconnectUser,
    adminEmails: new Set(deps.adminEmails ?? []),
  });
  authRoutes(app, { service, limits: ctx.limits });
}
