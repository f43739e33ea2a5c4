import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createAnswersRepository } from "./answers.repository.ts";
import { answersRoutes } from "./answers.routes.ts";
import { createAnswersService } from "./answers.service.ts";
import { createAskOnceRepository } from "./ask-once.repository.ts";
import { askOnceRoutes } from "./ask-once.routes.ts";
import { createAskOnceService } from "./ask-once.service.ts";
import { createEngagementRepository } from "./engagement.repository.ts";
import { createEngagementService } from "./engagement.service.ts";
import { createPostsFirstData } from "./first-data.ts";
import { createGuestPostPages } from "./guest-post-pages.ts";
import { createMentionsRepository } from "./mentions.repository.ts";
import { createMentions } from "./mentions.ts";
import { createPostPageRepository } from "./post-page.repository.ts";
import { createPostViewsRepository } from "./post-views.repository.ts";
import { createPostsCache } from "./posts.cache.ts";
import { createPostsReadService } from "./posts.read.service.ts";
import { createPostsRepository } from "./posts.repository.ts";
import { postsRoutes } from "./posts.routes.ts";
import { createPostsWriteRepository } from "./posts.write.repository.ts";
import { createPostsWriteService } from "./posts.write.service.ts";
import { createRevisionsRepository } from "./revisions.repository.ts";
import { revisionsRoutes } from "./revisions.routes.ts";
import { createRevisionsService } from "./revisions.service.ts";
import { createSharePreview } from "./share-preview.ts";
import { createViewCounter } from "./view-counter.ts";

/** Posts, comments and drafts: the feed, a post, writing, reactions, bookmarks (reporting a post is modules/moderation's). */
export function postsModule(app: FastifyInstance, ctx: AppContext) {
  const repo = createPostsRepository(ctx.db);
  const cache = createPostsCache(repo);
  // What makes the cached lists and rows stale, here and (through the cache bus) on every other instance.
  ctx.events.on("post-written", () => ctx.caches.publish("posts-changed", {}));
  ctx.events.on("membership-changed", () => ctx.caches.publish("posts-changed", {}));
  ctx.events.on("post-labels-changed", () => ctx.caches.publish("posts-changed", {}));
  ctx.events.on("reaction-changed", ({ postId }) => ctx.caches.publish("post-changed", { id: postId }));
  ctx.caches.on("posts-changed", cache.clear);
  ctx.caches.on("post-changed", ({ id }) => cache.forget(id));

  // Views are written in batches (view-counter.ts); the last ones on close, before the database closes (main.ts).
  const viewsRepo = createPostViewsRepository(ctx.db);
  const views = createViewCounter({
    write: (batch) => viewsRepo.record(batch),
    log: ctx.log,
    onWritten: (ids) => guestPages.forget(ids),
    flushMs: ctx.deps.viewFlushMs,
  });
  app.addHook("onClose", () => views.close());
  const read = createPostsReadService({
    repo,
    pages: createPostPageRepository(ctx.db),
    cache,
    views,
    viewerSecret: ctx.deps.jwtSecret,
    ...ctx.urls,
  });
  const guestPages = createGuestPostPages({ read, views });
  ctx.caches.on("posts-changed", guestPages.clear);
  ctx.caches.on("post-changed", ({ id }) => guestPages.forget([id]));
  const engage = createEngagementService({
    repo,
    engage: createEngagementRepository(ctx.db),
    read,
    events: ctx.events,
  });
  const revisions = createRevisionsRepository(ctx.db);
  const write = createPostsWriteService({
    repo,
    write: createPostsWriteRepository(ctx.db),
    revisions,
    read,
    storage: ctx.storage,
    events: ctx.events,
    throttle: ctx.throttle,
    workers: ctx.workers,
    mentions: createMentions({ repo: createMentionsRepository(ctx.db), workers: ctx.workers, urls: ctx.urls }),
    ...ctx.urls,
  });
  postsRoutes(app, { read, write, engage, guestPages });
  const askOnce = createAskOnceService({ repo: createAskOnceRepository(ctx.db), read, events: ctx.events });
  ctx.caches.on("posts-changed", askOnce.clearCache);
  askOnceRoutes(app, { askOnce, limits: ctx.limits });
  revisionsRoutes(app, createRevisionsService({ revisions, read, ...ctx.urls }));
  const answers = createAnswersService({ answers: createAnswersRepository(ctx.db), read, events: ctx.events });
  answersRoutes(app, { answers });
  // Reporting and the report queue (modules/moderation) check and show posts as the read service presents them; index.html carries the
  // feed's and a post's first data (platform/web-app.ts).
  return {
    sharePreview: createSharePreview(guestPages, ctx.urls),
    firstData: createPostsFirstData(read, guestPages, ctx.caches),
    read,
    views,
  };
}
