import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "./errors.ts";
import type { TokenService } from "./tokens.ts";

/** `since`: when the account was made (young accounts get tighter write limits). */
export type AuthUser = { id: number; email: string; isAdmin: boolean; since: Date };
export type AuthState = AuthUser & { tokenVersion: number; suspended: boolean };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, or null for guests. */
    auth: AuthUser | null;
  }
}

/**
 * Reads the bearer token of every request. A bad, expired or revoked token is a 401 even on public calls
 * (API.md), so the web app clears a stale session instead of silently browsing as a guest.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  deps: { tokens: TokenService; loadAuthState: (userId: number) => Promise<AuthState | null> },
) {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    const { state } = await authenticateToken(deps, match[1]);
    request.auth = { id: state.id, email: state.email, isAdmin: state.isAdmin, since: state.since };
  });
}

/** The one check of an access token (signature, expiry, token version, suspension); sockets use it too. */
export async function authenticateToken(
  deps: { tokens: TokenService; loadAuthState: (userId: number) => Promise<AuthState | null> },
  token: string,
) {
  const claims = await deps.tokens.verify(token);
  const state = await deps.loadAuthState(claims.userId);
  if (!state || state.suspended || state.tokenVersion !== claims.version) throw unauthenticated();
  return { claims, state };
}

/** preHandler for calls that need a signed-in user. */
export async function requireUser(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated();
}

/** onRequest for admin calls (API.md: 401 for guests, 403 for students). */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated();
  if (!request.auth.isAdmin) throw forbidden();
}

/** The caller, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
