import { reachApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import type { WatchingService } from "./watching.service.ts";

/** Forum base, signed in: the caller's watch level on a post, a community or a tag (a PUT is paced as every write). */
export function watchingRoutes(app: FastifyInstance, service: WatchingService) {
  const on = mounter(app, "reach");
  on(reachApi.postWatch, ({ params, user }) => service.postLevel(params.id, user));
  on(reachApi.watchPost, ({ params, body, user }) => service.watchPost(params.id, user, body.level));
  on(reachApi.communityWatch, ({ params, user }) => service.communityLevel(params.id, user.id));
  on(reachApi.watchCommunity, ({ params, body, user }) => service.watchCommunity(params.id, user.id, body.level));
  on(reachApi.tagWatch, ({ params, user }) => service.tagLevel(params.tag, user.id));
  on(reachApi.watchTag, ({ params, body, user }) => service.watchTag(params.tag, user.id, body.level));
}
