import { adminCommunitiesApi, communitiesApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { adminImageForm } from "../../platform/body-limits.ts";
import { mounter } from "../../platform/endpoints.ts";
import type { CommunitiesService } from "./communities.service.ts";
import type { CommunitiesAdminService } from "./communities-admin.service.ts";

/** Forum base: browse communities (guests too), join and leave them (signed in); the console's communities (admins). */
export function communitiesRoutes(
  app: FastifyInstance,
  s: { service: CommunitiesService; admin: CommunitiesAdminService },
) {
  const on = mounter(app, "communities");
  on(communitiesApi.list, ({ query, auth }) => s.service.list(query, auth?.id ?? null));
  on(communitiesApi.show, ({ params, auth }) => s.service.show(params.id, auth?.id ?? null));
  on(communitiesApi.join, ({ params, user }) => s.service.join(params.id, user.id));
  on(communitiesApi.leave, ({ params, user }) => s.service.leave(params.id, user.id));
  on(communitiesApi.random, ({ auth }) => s.service.random(auth?.id ?? null));

  const admin = mounter(app, "admin");
  const form = { multipart: adminImageForm };
  admin(adminCommunitiesApi.communities, () => s.admin.list());
  admin(adminCommunitiesApi.createCommunity, ({ body, user }) => s.admin.create(body, user.id), form);
  admin(
    adminCommunitiesApi.updateCommunity,
    ({ params, body, user }) => s.admin.update(params.id, body, user.id),
    form,
  );
  admin(adminCommunitiesApi.deleteCommunity, ({ params, user }) => s.admin.remove(params.id, user.id));
}
