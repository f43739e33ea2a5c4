import { type adIdParams, adminAdsApi, adsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { adForm } from "../../platform/body-limits.ts";
import { mounter, routeSchema, urlOf } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { AdClicks } from "./ad-clicks.ts";
import type { AdPlacementService } from "./ad-placement.ts";
import type { AdvertisingService } from "./advertising.service.ts";
import type { AdvertisingAdminService } from "./advertising-admin.service.ts";

type Services = {
  ads: AdvertisingService;
  admin: AdvertisingAdminService;
  placement: AdPlacementService;
  clicks: AdClicks;
};

/** Forum base: a student's campaigns (signed in), the feed's placement and the click redirect (public), the review. */
export function advertisingRoutes(app: FastifyInstance, s: Services) {
  const on = mounter(app, "advertising");
  on(adsApi.create, ({ body, user }) => s.ads.create(body, user), { multipart: adForm });
  on(adsApi.list, ({ query, user }) => s.ads.list(user.id, query.search));
  on(adsApi.pay, ({ params, user }) => s.ads.pay(params.id, user));
  on(adsApi.placement, async () => ({ data: await s.placement.pick() }));

  // A redirect with no body: mounted by hand (mount sends a body), with the contract's path and schema (public).
  app.route({
    method: adsApi.click.method,
    url: urlOf(adsApi.click),
    schema: routeSchema("advertising", adsApi.click),
    handler: async (request, reply) => {
      const { id } = request.params as z.infer<typeof adIdParams>;
      const url = await s.clicks.click(id, request.auth ? `u${request.auth.id}` : `ip${request.ip}`);
      return reply.code(302).header("location", url).header("cache-control", "no-store").send();
    },
  });

  const admin = mounter(app, "admin");
  admin(adminAdsApi.list, async (call) => pageOf(call, await s.admin.list(call.query)));
  admin(adminAdsApi.approve, ({ params, user }) => s.admin.approve(params.id, user.id));
  admin(adminAdsApi.reject, ({ params, body, user }) => s.admin.reject(params.id, body.reason, user.id));
}
