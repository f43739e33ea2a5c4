import { activePollResponse, errorBodySchema, messageEnvelope, pollVoteInput } from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../platform/auth-guard.ts";
import type { PollsService } from "./polls.service.ts";

const tags = ["polls"];
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Forum base: the active poll (anyone may look; the card is for signed-in students) and voting (signed in). */
export const pollsRoutes: FastifyPluginAsyncZod<{ service: PollsService }> = async (app, { service }) => {
  app.get(
    "/poll/active",
    { schema: { tags, response: { 200: activePollResponse, 401: errorBodySchema } } },
    async (req) => service.active(req.auth?.id ?? null),
  );
  app.post(
    "/poll/vote",
    { onRequest: requireUser, schema: { tags, body: pollVoteInput, response: { 200: messageEnvelope, ...errors } } },
    async (req) => service.vote(req.body.poll_id, req.body.option_id, currentUser(req).id),
  );
};
