import {
  dataEnvelope,
  errorBodySchema,
  pageEnvelope,
  postListQuery,
  postSchema,
  postWithReplies,
} from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../platform/auth-guard.ts";
import type { EngagementService } from "./engagement.service.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import { viewerKey } from "./posts.views.ts";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ["posts"];
const idParam = z.object({ id: z.string().min(1).max(64) });
const viewerOf = (auth: AuthUser | null): Viewer => (auth ? { id: auth.id, isAdmin: auth.isAdmin } : null);

/** Forum base: the feed, a post with its comments, similar posts. */
export const postsRoutes: FastifyPluginAsyncZod<{
  read: PostsReadService;
  engage: EngagementService;
  secret: string;
}> = async (app, opts) => {
  app.get(
    "/report-reasons",
    {
      schema: {
        tags,
        response: {
          200: z.object({
            data: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
          }),
        },
      },
    },
    async () => opts.engage.reasons(),
  );

  app.get(
    "/posts",
    { schema: { tags, querystring: postListQuery, response: { 200: pageEnvelope(postSchema), ...errors } } },
    async (req) => opts.read.list(req.query, viewerOf(req.auth)),
  );

  app.get(
    "/posts/:id",
    { schema: { tags, params: idParam, response: { 200: dataEnvelope(postWithReplies), ...errors } } },
    async (req) =>
      opts.read.show(req.params.id, viewerOf(req.auth), viewerKey(req.auth?.id ?? null, req.ip, opts.secret)),
  );

  app.get(
    "/posts/:id/similar",
    { schema: { tags, params: idParam, response: { 200: z.object({ data: z.array(postSchema) }), ...errors } } },
    async (req) => opts.read.similar(req.params.id, viewerOf(req.auth)),
  );
};
