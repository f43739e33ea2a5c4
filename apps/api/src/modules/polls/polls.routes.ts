import { pollsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { PollsService } from "./polls.service.ts";

/** Forum base: the active poll (anyone may look; the card is for signed-in students) and voting (signed in). */
export function pollsRoutes(app: FastifyInstance, { service }: { service: PollsService }) {
  const on = mounter(app, "polls");
  on(pollsApi.active, ({ auth }) => service.active(auth?.id ?? null));
  on(pollsApi.vote, ({ body, user }) => service.vote(body.poll_id, body.option_id, user.id));
}
