import { communitiesApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { CommunitiesService } from "./communities.service.ts";

/** Forum base: browse communities (guests too), join and leave them (signed in). */
export function communitiesRoutes(app: FastifyInstance, { service }: { service: CommunitiesService }) {
  const on = mounter(app, "communities");
  on(communitiesApi.list, ({ query, auth }) => service.list(query, auth?.id ?? null));
  on(communitiesApi.show, ({ params, auth }) => service.show(params.id, auth?.id ?? null));
  on(communitiesApi.join, ({ params, user }) => service.join(params.id, user.id));
  on(communitiesApi.leave, ({ params, user }) => service.leave(params.id, user.id));
  on(communitiesApi.random, ({ auth }) => service.random(auth?.id ?? null));
}
