import { adminPollsApi, pollsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { PollsService } from "./polls.service.ts";
import type { PollsAdminService } from "./polls-admin.service.ts";

/**
 * Forum base: the active poll (anyone may look; the card is for signed-in students) and voting (signed in); the
 * console's polls (admins only).
 */
export function pollsRoutes(app: FastifyInstance, s: { service: PollsService; admin: PollsAdminService }) {
  const on = mounter(app, "polls");
  on(pollsApi.active, ({ auth }) => s.service.active(auth?.id ?? null));
  on(pollsApi.vote, ({ body, user }) => s.service.vote(body.poll_id, body.option_id, user.id));

  const admin = mounter(app, "admin");
  admin(adminPollsApi.polls, () => s.admin.list());
  admin(adminPollsApi.createPoll, ({ body, user }) => s.admin.create(body, user.id));
  admin(adminPollsApi.updatePoll, ({ params, body, user }) => s.admin.update(params.id, body, user.id));
  admin(adminPollsApi.deletePoll, ({ params, user }) => s.admin.remove(params.id, user.id));
}
