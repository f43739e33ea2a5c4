import { dataEnvelope, errorBodySchema, profileQuery, profileSchema } from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../platform/auth-guard.ts";
import type { ProfileService } from "./profile.service.ts";

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ["profile"];

/** Main base: the caller's profile and a profile by id. */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  app.get(
    "/user/profile",
    { schema: { tags, response: { 200: dataEnvelope(profileSchema), ...errors } }, preHandler: requireUser },
    async (req) => {
      const me = currentUser(req);
      return service.byId(me.id, me.id);
    },
  );

  app.get(
    "/v2/profile/me",
    { schema: { tags, querystring: profileQuery, response: { 200: dataEnvelope(profileSchema), ...errors } } },
    async (req) => service.byId(req.query.user_id, req.auth?.id ?? null),
  );
};
