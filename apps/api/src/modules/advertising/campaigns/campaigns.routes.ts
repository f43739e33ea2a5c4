import { advertisingApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { adForm } from "../../../platform/body-limits.ts";
import { mounter } from "../../../platform/endpoints.ts";
import type { AdvertisingService } from "./campaigns.service.ts";

/** Forum base, signed in: a student's campaigns (the form, the list, paying for one). */
export function campaignsRoutes(app: FastifyInstance, { ads }: { ads: AdvertisingService }) {
  const on = mounter(app, "advertising");
  on(advertisingApi.create, ({ body, user }) => ads.create(body, user), { multipart: adForm });
  on(advertisingApi.list, ({ query, user }) => ads.list(user.id, query.search));
  on(advertisingApi.pay, ({ params, user }) => ads.pay(params.id, user));
}
