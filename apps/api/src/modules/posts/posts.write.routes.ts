import {
  errorBodySchema,
  idNumber,
  messageEnvelope,
  pageEnvelope,
  pageNumber,
  postInput,
  postSchema,
} from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../platform/auth-guard.ts";
import { POST_BODY_LIMIT, postForm } from "../../platform/body-limits.ts";
import { collectIndexed } from "../../platform/multipart.ts";
import type { EngagementService } from "./engagement.service.ts";
import type { PostsWriteService } from "./posts.write.service.ts";

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};
const tags = ["posts"];
const idParam = z.object({ id: z.string().min(1).max(64) });
const saved = z.object({ data: postSchema, uuid: z.string(), message: z.string() });
const counts = z.object({
  data: z.object({
    likes_count: z.number().int(),
    unlikes_count: z.number().int(),
    user_like_count: z.number().int(),
    user_unlike_count: z.number().int(),
  }),
});
const bookmarkToggle = z.object({
  type: z.literal("post").default("post"),
  post_uuid: z.string().min(1).max(64),
  status: z.coerce.number().int().min(0).max(1),
});
const reportBody = z.object({
  post_id: z.union([idNumber(), z.string().min(1).max(64)]),
  report_reasons: z.array(idNumber()).max(20),
});
const pageQuery = z.object({
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

/** Forum base: writing posts and comments, reacting, bookmarking, reporting. Every call needs a signed-in student. */
export const postsWriteRoutes: FastifyPluginAsyncZod<{ write: PostsWriteService; engage: EngagementService }> = async (
  app,
  { write, engage },
) => {
  app.addHook("onRequest", requireUser);
  const member = (auth: ReturnType<typeof currentUser>) => ({ id: auth.id, isAdmin: auth.isAdmin, since: auth.since });

  app.post(
    "/posts",
    {
      schema: { tags, body: postInput, response: { 201: saved, ...errors } },
      bodyLimit: POST_BODY_LIMIT,
      config: { multipart: postForm },
      // The community form is multipart with images[n]; it becomes the JSON form's shape before validation.
      preValidation: async (req) => {
        if (req.isMultipart() && req.body && typeof req.body === "object") {
          const body = req.body as Record<string, unknown>;
          body.images = collectIndexed(body, "images");
        }
      },
    },
    async (req, reply) => reply.status(201).send(await write.create(req.body, member(currentUser(req)))),
  );
  app.put(
    "/posts/:id/edit",
    {
      schema: { tags, params: idParam, body: postInput, response: { 200: saved, ...errors } },
      bodyLimit: POST_BODY_LIMIT,
    },
    async (req) => write.edit(req.params.id, req.body, member(currentUser(req))),
  );
  app.delete(
    "/posts/:id/delete",
    { schema: { tags, params: idParam, response: { 200: messageEnvelope, ...errors } } },
    async (req) => write.remove(req.params.id, member(currentUser(req))),
  );
  for (const [path, value] of [
    ["toggle-like", 1],
    ["toggle-unlike", -1],
  ] as const) {
    app.post(
      `/posts/:id/${path}`,
      { schema: { tags, params: idParam, response: { 200: counts, ...errors } } },
      async (req) => engage.react(req.params.id, member(currentUser(req)), value),
    );
  }
  app.get(
    "/bookmarks",
    {
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: pageEnvelope(z.object({ id: z.number().int(), bookmarkable: postSchema })), ...errors },
      },
    },
    async (req) => engage.bookmarks(member(currentUser(req)), req.query.page, req.query.per_page),
  );
  app.post(
    "/bookmarks/toggle",
    {
      schema: {
        tags,
        body: bookmarkToggle,
        response: { 200: z.object({ data: z.object({ bookmarked: z.boolean() }), message: z.string() }), ...errors },
      },
    },
    async (req) => engage.bookmark(req.body.post_uuid, req.body.status === 1, member(currentUser(req))),
  );
  app.post(
    "/report-reasons",
    { schema: { tags, body: reportBody, response: { 201: messageEnvelope, ...errors } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await engage.report(String(req.body.post_id), req.body.report_reasons, member(currentUser(req)))),
  );
};
