import { communityListQuery, communitySchema, dataEnvelope, errorBodySchema } from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../platform/auth-guard.ts";
import type { CommunitiesService } from "./communities.service.ts";

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ["communities"];
const idParam = z.object({ id: z.string().min(1).max(32) });
const one = dataEnvelope(communitySchema);

/** Forum base: browse communities (guests too), join and leave them (signed in). */
export const communitiesRoutes: FastifyPluginAsyncZod<{ service: CommunitiesService }> = async (app, { service }) => {
  app.get(
    "/communities",
    {
      schema: {
        tags,
        querystring: communityListQuery,
        response: { 200: z.object({ data: z.array(communitySchema) }), ...errors },
      },
    },
    async (req) => service.list(req.query, req.auth?.id ?? null),
  );

  app.get("/communities/:id", { schema: { tags, params: idParam, response: { 200: one, ...errors } } }, async (req) =>
    service.show(req.params.id, req.auth?.id ?? null),
  );

  for (const action of ["join", "leave"] as const) {
    app.post(
      `/communities/:id/${action}`,
      { schema: { tags, params: idParam, response: { 200: one, ...errors } }, onRequest: requireUser },
      async (req) => service[action](req.params.id, currentUser(req).id),
    );
  }

  app.get(
    "/random/community",
    { schema: { tags, response: { 200: dataEnvelope(communitySchema.nullable()), ...errors } } },
    async (req) => service.random(req.auth?.id ?? null),
  );
};
