import { postRevisionsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { RevisionsService } from "./revisions.service.ts";

/** Forum base: a post's or comment's earlier versions (public, as far as the post is). */
export function revisionsRoutes(app: FastifyInstance, revisions: RevisionsService) {
  const on = mounter(app, "posts");
  on(postRevisionsApi.list, ({ params, auth }) => revisions.list(params.id, auth));
}
