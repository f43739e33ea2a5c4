import { profileApi } from "@forum/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { profileForm } from "../../platform/body-limits.ts";
import { mounter } from "../../platform/endpoints.ts";
import { type CounterStore, limitBy } from "../../platform/rate-limit.ts";
import type { ProfileService } from "./profile.service.ts";
import type { StatsService } from "./stats.service.ts";
import type { SuggestService } from "./suggest.service.ts";

/**
 * A student typing "@ad" asks once per pause (the editor debounces); 120 a minute per student is far above typing and
 * far below walking the user list.
 */
const SUGGEST_PER_MINUTE = 120;

/**
 * Main base: the caller's profile, a profile by id, the update (POST or PUT). Forum base: a user's statistics, and
 * @mention suggestions (signed in: only a writer needs them, and a guest could otherwise list every username).
 */
export function profileRoutes(
  app: FastifyInstance,
  {
    service,
    stats,
    suggest,
    limits,
  }: { service: ProfileService; stats: StatsService; suggest: SuggestService; limits: CounterStore },
) {
  const on = mounter(app, "profile");
  // The form: names, username, status and one picture, read within these limits while it streams in.
  const form = { multipart: profileForm };
  on(profileApi.mine, ({ user }) => service.byId(user.id, user.id));
  on(profileApi.byId, ({ query, auth }) => service.byId(query.user_id, auth?.id ?? null));
  on(profileApi.update, ({ body, user }) => service.update(user.id, body), form);
  on(profileApi.updateByPut, ({ body, user }) => service.update(user.id, body), form);
  on(profileApi.stats, ({ query }) => stats.forUser(query.user_id));
  const perStudent = {
    name: "user",
    max: SUGGEST_PER_MINUTE,
    windowMs: 60_000,
    key: (r: FastifyRequest) => `${r.auth?.id}`,
  };
  on(profileApi.suggest, ({ query }) => suggest.suggest(query.q), {
    preHandler: [limitBy(limits, "users-suggest", [perStudent])],
  });
}
