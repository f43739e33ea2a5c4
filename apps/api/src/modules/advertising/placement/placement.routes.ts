import { type adIdParams, advertisingApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { mounter, routeSchema, urlOf } from "../../../platform/endpoints.ts";
import type { Clicks } from "./clicks.ts";
import type { PlacementService } from "./placement.service.ts";

/** Forum base, public: the feed's placement and the click redirect. */
export function placementRoutes(app: FastifyInstance, s: { placement: PlacementService; clicks: Clicks }) {
  const on = mounter(app, "advertising");
  on(advertisingApi.placement, async () => ({ data: await s.placement.pick() }));

  // A redirect with no body: mounted by hand (mount sends a body), with the contract's path and schema (public).
  app.route({
    method: advertisingApi.click.method,
    url: urlOf(advertisingApi.click),
    schema: routeSchema("advertising", advertisingApi.click),
    handler: async (request, reply) => {
      const { id } = request.params as z.infer<typeof adIdParams>;
      const url = await s.clicks.click(id, request.auth ? `u${request.auth.id}` : `ip${request.ip}`);
      return reply.code(302).header("location", url).header("cache-control", "no-store").send();
    },
  });
}
