import { profileApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { profileForm } from "../../platform/body-limits.ts";
import { mounter } from "../../platform/endpoints.ts";
import type { ProfileService } from "./profile.service.ts";
import type { StatsService } from "./stats.service.ts";

/** Main base: the caller's profile, a profile by id, the update (POST or PUT). Forum base: a user's statistics. */
export function profileRoutes(
  app: FastifyInstance,
  { service, stats }: { service: ProfileService; stats: StatsService },
) {
  const on = mounter(app, "profile");
  // The form: names, username, status and one picture, read within these limits while it streams in.
  const form = { multipart: profileForm };
  on(profileApi.mine, ({ user }) => service.byId(user.id, user.id));
  on(profileApi.byId, ({ query, auth }) => service.byId(query.user_id, auth?.id ?? null));
  on(profileApi.update, ({ body, user }) => service.update(user.id, body), form);
  on(profileApi.updateByPut, ({ body, user }) => service.update(user.id, body), form);
  on(profileApi.stats, ({ query }) => stats.forUser(query.user_id));
}
