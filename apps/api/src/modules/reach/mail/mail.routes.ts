import { reachApi, unsubscribeParams } from "@forum/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { mounter, routeSchema, urlOf } from "../../../platform/endpoints.ts";
import { notFound } from "../../../platform/errors.ts";
import { byIp, type CounterStore, limitBy } from "../../../platform/rate-limit.ts";
import type { DigestService } from "./digest.service.ts";
import { confirmPage, donePage, invalidPage, scopeText } from "./unsubscribe-page.ts";
import type { UnsubscribeClaim, UnsubscribeTokens } from "./unsubscribe-token.ts";

/** An unsubscribe body says at most `List-Unsubscribe=One-Click`; anything much longer is not one. */
const BODY_LIMIT = 1_024;
/** Per IP and minute: a person clicks a few; a mail provider's one-click posts come from its own addresses. */
const PER_IP = 30;
const invalidLink = "This unsubscribe link is not valid.";

type Deps = {
  tokens: UnsubscribeTokens;
  turnOff: (claim: UnsubscribeClaim) => Promise<boolean>;
  publicUrl: string;
  limits: CounterStore;
  digests: DigestService;
};

/**
 * The mail's unsubscribe address (RFC 8058) and the admin's digest run. The address lives in a plugin scope of its
 * own, where any body is read as a short string: mail providers post `List-Unsubscribe=One-Click` form-encoded, the
 * page's form posts an empty form, others JSON or nothing. The signed token alone says what to turn off.
 */
export function mailRoutes(app: FastifyInstance, d: Deps) {
  mounter(app, "reach")(reachApi.runDigests, async ({ body }) => ({
    data: { sent: await d.digests.runDue(body.frequency) },
  }));

  const url = urlOf(reachApi.unsubscribe);
  const throttle = limitBy(d.limits, "unsubscribe", [byIp(PER_IP)]);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (request, body, done) =>
      done(null, parseBody(request.headers["content-type"], String(body))),
    );

    scope.get(
      url,
      { schema: { params: unsubscribeParams, hide: true }, preHandler: throttle },
      async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
        const claim = d.tokens.verify(request.params.token);
        if (!claim) return html(reply, 404, invalidPage());
        return html(reply, 200, confirmPage(url.replace(":token", request.params.token), claim.scope));
      },
    );

    scope.route({
      method: "POST",
      url,
      schema: routeSchema("reach", reachApi.unsubscribe),
      bodyLimit: BODY_LIMIT,
      preHandler: throttle,
      handler: async (request, reply) => {
        const { token } = request.params as { token: string };
        // A person's form post wants a page back; a provider's one-click post, JSON and every other post, JSON.
        const fromPage =
          isForm(request) && (request.body as Record<string, string>)["List-Unsubscribe"] !== "One-Click";
        const claim = d.tokens.verify(token);
        if (!claim || !(await d.turnOff(claim))) {
          if (fromPage) return html(reply, 404, invalidPage());
          throw notFound(invalidLink);
        }
        if (fromPage) return html(reply, 200, donePage(d.publicUrl, claim.scope));
        return reply.status(200).send({ message: `Unsubscribed from ${scopeText(claim.scope)}.` });
      },
    });
  });
}

const isForm = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

/** Only a form's fields matter (is it a one-click post?); JSON, text or nothing is read as no fields at all. */
function parseBody(contentType: string | undefined, body: string): Record<string, string> {
  const form = (contentType ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
  return form ? Object.fromEntries(new URLSearchParams(body)) : {};
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
