import { adminRewardTasksApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import { pageOf } from "../../../platform/page.ts";
import type { ReviewService } from "./review.service.ts";

/** Forum base, under /admin (admins only): the queue of students' submissions, approved or rejected with a note. */
export function reviewRoutes(app: FastifyInstance, s: { review: ReviewService }) {
  const on = mounter(app, "admin");
  const api = adminRewardTasksApi;
  on(api.submissions, async (call) => pageOf(call, await s.review.page(call.query)));
  on(api.approve, ({ params, user }) => s.review.approve(params.id, user.id));
  on(api.reject, ({ params, body, user }) => s.review.reject(params.id, body.notes, user.id));
}
