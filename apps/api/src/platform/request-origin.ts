import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The origin an answer's links are built on (images, the ad click, `next_page_url`). With PUBLIC_URL set it is that
 * one origin. Unset, it is the request's own (its Host, or X-Forwarded-Host/-Proto behind TRUST_PROXY), so a forum
 * opened as 127.0.0.1, localhost or a LAN name gets pictures on the address it was opened on, not cross-origin ones.
 * A Host that is not a bounded, well-formed host[:port] falls back to the default origin: nothing arbitrary is
 * written into a link. Mails never use it (a forged Host must not reach a reset link): they use PUBLIC_URL's default.
 */
export type OriginSource = { fallback: string; fromRequest: boolean };

/** A DNS name (labels of letters, digits, hyphens), an IPv4 address or a bracketed IPv6 one, then an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const MAX_HOST = 260;

/** The origin a request names, or null when its host (or scheme) is missing or malformed. */
export function originOfRequest(request: Pick<FastifyRequest, "host" | "protocol">): string | null {
  const host = request.host;
  if (!host || host.length > MAX_HOST || !HOST.test(host)) return null;
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65535) return null;
  if (request.protocol !== "http" && request.protocol !== "https") return null;
  return `${request.protocol}://${host.toLowerCase()}`;
}

const current = new AsyncLocalStorage<string>();

/**
 * The origin of the request being answered, for the presenters deep inside services (they read `ctx.urls`); outside
 * a request (jobs, mails, startup) undefined, and the default origin is used.
 */
export const currentOrigin = () => current.getStore();

/**
 * Sets `request.origin` and makes it the current origin for everything the request runs. It is entered again before
 * the handler: a body is read on the socket's events, outside the context onRequest entered.
 */
export function registerRequestOrigin(app: FastifyInstance, source: OriginSource) {
  app.decorateRequest("origin", "");
  app.addHook("onRequest", (request, _reply, done) => {
    request.origin = source.fromRequest ? (originOfRequest(request) ?? source.fallback) : source.fallback;
    current.run(request.origin, done);
  });
  app.addHook("preHandler", (request, _reply, done) => current.run(request.origin, done));
}

declare module "fastify" {
  interface FastifyRequest {
    /** The origin this request's links are built on (request-origin.ts). */
    origin: string;
  }
}
