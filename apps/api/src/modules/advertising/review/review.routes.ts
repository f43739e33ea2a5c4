import { adminAdvertisingApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import { pageOf } from "../../../platform/page.ts";
import type { ReviewService } from "./review.service.ts";

/** Forum base, under /admin (admins only): the campaigns to review, approved or rejected with a reason. */
export function reviewRoutes(app: FastifyInstance, { review }: { review: ReviewService }) {
  const admin = mounter(app, "admin");
  admin(adminAdvertisingApi.list, async (call) => pageOf(call, await review.list(call.query)));
  admin(adminAdvertisingApi.approve, ({ params, user }) => review.approve(params.id, user.id));
  admin(adminAdvertisingApi.reject, ({ params, body, user }) => review.reject(params.id, body.reason, user.id));
}
