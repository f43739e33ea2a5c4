import { adminApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { adminImageForm } from "../../platform/body-limits.ts";
import { mounter } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { AdminCatalogService } from "./admin-catalog.service.ts";
import type { AdminCommunitiesService } from "./admin-communities.service.ts";
import type { AdminPollsService } from "./admin-polls.service.ts";
import type { AdminUsersService } from "./admin-users.service.ts";

export type AdminServices = {
  catalog: AdminCatalogService;
  communities: AdminCommunitiesService;
  polls: AdminPollsService;
  users: AdminUsersService;
};

/**
 * Forum base, admins only (401 for guests, 403 for students, before the body is read): the console's calls but the
 * report queue (moderation) and the audit log (modules/audit).
 */
export function adminRoutes(app: FastifyInstance, s: AdminServices) {
  const on = mounter(app, "admin");
  const form = { multipart: adminImageForm };
  on(adminApi.overview, () => s.users.overview());

  on(adminApi.categories, () => s.catalog.categories());
  on(adminApi.createCategory, ({ body, user }) => s.catalog.createCategory(body.name, user.id));
  on(adminApi.updateCategory, ({ params, body, user }) => s.catalog.updateCategory(params.id, body.name, user.id));
  on(adminApi.deleteCategory, ({ params, user }) => s.catalog.deleteCategory(params.id, user.id));

  on(adminApi.communities, () => s.communities.list());
  on(adminApi.createCommunity, ({ body, user }) => s.communities.create(body, user.id), form);
  on(adminApi.updateCommunity, ({ params, body, user }) => s.communities.update(params.id, body, user.id), form);
  on(adminApi.deleteCommunity, ({ params, user }) => s.communities.remove(params.id, user.id));

  on(adminApi.polls, () => s.polls.list());
  on(adminApi.createPoll, ({ body, user }) => s.polls.create(body, user.id));
  on(adminApi.updatePoll, ({ params, body, user }) => s.polls.update(params.id, body, user.id));
  on(adminApi.deletePoll, ({ params, user }) => s.polls.remove(params.id, user.id));

  on(adminApi.achievers, ({ body, user }) => s.catalog.replaceAchievers(body.image, user.id), form);

  on(adminApi.reasons, () => s.catalog.reasons());
  on(adminApi.createReason, ({ body, user }) => s.catalog.createReason(body, user.id));
  on(adminApi.updateReason, ({ params, body, user }) => s.catalog.updateReason(params.id, body, user.id));
  on(adminApi.deleteReason, ({ params, user }) => s.catalog.deleteReason(params.id, user.id));

  on(adminApi.users, async (call) => pageOf(call, await s.users.list(call.query)));
  on(adminApi.suspend, ({ params, body, user }) => s.users.suspend(params.id, body, user.id));
  on(adminApi.unsuspend, ({ params, user }) => s.users.unsuspend(params.id, user.id));
}
