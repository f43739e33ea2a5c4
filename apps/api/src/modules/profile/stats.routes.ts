import { dataEnvelope, errorBodySchema, profileQuery, userStatsSchema } from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { StatsService } from "./stats.service.ts";

/** Forum base: a user's statistics, public like the profile they sit on. */
export const statsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (app, { service }) => {
  app.get(
    "/user/stats",
    {
      schema: {
        tags: ["profile"],
        querystring: profileQuery,
        response: {
          200: dataEnvelope(userStatsSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (req) => service.forUser(req.query.user_id),
  );
};
