import { advertisingApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { adForm } from "../../../platform/body-limits.ts";
import { mounter } from "../../../platform/endpoints.ts";
import type { CampaignsService } from "./campaigns.service.ts";

/** Forum base, signed in: a student's campaigns (the form, the list, paying for one). */
export function campaignsRoutes(app: FastifyInstance, { campaigns }: { campaigns: CampaignsService }) {
  const on = mounter(app, "advertising");
  on(advertisingApi.create, ({ body, user }) => campaigns.create(body, user), { multipart: adForm });
  on(advertisingApi.list, ({ query, user }) => campaigns.list(user.id, query.search));
  on(advertisingApi.pay, ({ params, user }) => campaigns.pay(params.id, user));
}
