import {
  dataEnvelope,
  errorBodySchema,
  profileFieldMessages,
  profileQuery,
  profileSchema,
  profileUpdateFields,
} from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../platform/auth-guard.ts";
import { profileForm } from "../../platform/body-limits.ts";
import { invalidField } from "../../platform/errors.ts";
import type { ProfileService } from "./profile.service.ts";

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ["profile"];
const updated = z.object({ data: profileSchema, message: z.string() });
/** The picture arrives as a file (a Buffer once multipart is parsed); an empty field means no new picture. */
const updateBody = profileUpdateFields.extend({ image: z.unknown().optional() });

function pictureOf(image: unknown): Buffer | null {
  if (image === undefined || image === null || image === "") return null;
  if (Buffer.isBuffer(image)) return image.length > 0 ? image : null;
  throw invalidField("image", profileFieldMessages.imageNotFile);
}

/** Main base: the caller's profile, a profile by id, and the profile update. */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  app.get(
    "/user/profile",
    { schema: { tags, response: { 200: dataEnvelope(profileSchema), ...errors } }, onRequest: requireUser },
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

  // Multipart with `_method=PUT` (a form can only POST); plain JSON without a picture works too, and so does a real
  // PUT from clients that can send one.
  app.route({
    method: ["POST", "PUT"],
    url: "/user/update-profile",
    schema: {
      tags,
      consumes: ["multipart/form-data", "application/json"],
      body: updateBody,
      response: { 200: updated, ...errors },
    },
    // Before the body is read: a guest's upload is refused without parsing it.
    onRequest: requireUser,
    config: { multipart: profileForm },
    handler: async (req) => {
      const { image, ...fields } = req.body;
      return service.update(currentUser(req).id, fields, pictureOf(image));
    },
  });
};
