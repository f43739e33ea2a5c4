import { postsApi } from "@forum/contract";
import type { FastifyInstance, preValidationAsyncHookHandler } from "fastify";
import { POST_BODY_LIMIT, postForm } from "../../platform/body-limits.ts";
import { mounter, SerializedAnswer } from "../../platform/endpoints.ts";
import { collectIndexed } from "../../platform/multipart.ts";
import { pageOf } from "../../platform/page.ts";
import type { EngagementService } from "./engagement.service.ts";
import type { GuestPostPages } from "./guest-post-pages.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import type { PostsWriteService } from "./posts.write.service.ts";

/** The community form is multipart with images[n]; it becomes the JSON form's shape before validation. */
const imagesFromForm: preValidationAsyncHookHandler = async (req) => {
  if (req.isMultipart() && req.body && typeof req.body === "object") {
    const body = req.body as Record<string, unknown>;
    body.images = collectIndexed(body, "images");
  }
};

/**
 * Forum base: the feed, a post with its comments, similar posts (anyone may read what they may see); writing posts and
 * comments, reacting, bookmarking (signed in).
 */
export function postsRoutes(
  app: FastifyInstance,
  {
    read,
    write,
    engage,
    guestPages,
  }: { read: PostsReadService; write: PostsWriteService; engage: EngagementService; guestPages: GuestPostPages },
) {
  const on = mounter(app, "posts");
  on(postsApi.list, async (call) => pageOf(call, await read.list(call.query, call.auth)));
  // Guests share a post's page for a few seconds, kept as its JSON (guest-post-pages.ts).
  on(postsApi.show, async ({ params, query, auth, request }) =>
    auth
      ? read.show(params.id, auth, request.ip, true, query.sort)
      : new SerializedAnswer(await guestPages.json(params.id, request.ip, query.sort)),
  );
  on(postsApi.similar, ({ params, auth }) => read.similar(params.id, auth));

  // A post travels with its images inline (JSON) or as a community's multipart form.
  on(postsApi.create, ({ body, user }) => write.create(body, user), {
    bodyLimit: POST_BODY_LIMIT,
    multipart: postForm,
    preValidation: imagesFromForm,
  });
  on(postsApi.edit, ({ params, body, user }) => write.edit(params.id, body, user), { bodyLimit: POST_BODY_LIMIT });
  on(postsApi.remove, ({ params, user }) => write.remove(params.id, user));
  on(postsApi.like, ({ params, user }) => engage.react(params.id, user, 1));
  on(postsApi.unlike, ({ params, user }) => engage.react(params.id, user, -1));
  on(postsApi.bookmarks, async (call) =>
    pageOf(call, await engage.bookmarks(call.user, call.query.page, call.query.per_page)),
  );
  on(postsApi.toggleBookmark, ({ body, user }) => engage.bookmark(body.post_uuid, body.status === 1, user));
}
