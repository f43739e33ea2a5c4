import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { adminModule } from "./modules/admin/admin.module.ts";
import { advertisingModule } from "./modules/advertising/advertising.module.ts";
import { announcementsModule } from "./modules/announcements/announcements.module.ts";
import { auditModule } from "./modules/audit/audit.module.ts";
import { authModule, authStateLoader } from "./modules/auth/auth.module.ts";
import { categoriesModule } from "./modules/categories/categories.module.ts";
import { communitiesModule } from "./modules/communities/communities.module.ts";
import { eventsModule } from "./modules/events/events.module.ts";
import { leaderboardModule } from "./modules/leaderboard/leaderboard.module.ts";
import { moderationModule } from "./modules/moderation/moderation.module.ts";
import { notificationsModule } from "./modules/notifications/notifications.module.ts";
import { pollsModule } from "./modules/polls/polls.module.ts";
import { postsModule } from "./modules/posts/posts.module.ts";
import { profileModule } from "./modules/profile/profile.module.ts";
import { reachModule } from "./modules/reach/reach.module.ts";
import { rewardTasksModule } from "./modules/reward-tasks/reward-tasks.module.ts";
import { systemModule } from "./modules/system/system.module.ts";
import { tagsModule } from "./modules/tags/tags.module.ts";
import type { AppDeps } from "./platform/app-deps.ts";
import { DEFAULT_BODY_LIMIT } from "./platform/body-limits.ts";
import { registerCompression } from "./platform/compression.ts";
import { createContext } from "./platform/context.ts";
import { registerErrorHandler, sendNotFound } from "./platform/error-handler.ts";
import { createVariantMaker } from "./platform/image-variants.ts";
import { registerInputGuards } from "./platform/input-guards.ts";
import { registerMultipart } from "./platform/multipart.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { registerRequestOrigin } from "./platform/request-origin.ts";
import { registerSecurityHeaders } from "./platform/security.ts";
import { createDiskStorage } from "./platform/storage.ts";
import { registerUploads } from "./platform/uploads.ts";
import { firstHead, registerWebApp } from "./platform/web-app.ts";

/** The whole HTTP application, without listening: what main.ts serves and what tests inject into. */
export async function buildApp(deps: AppDeps) {
  return (await assembleApp(deps)).app;
}

/**
 * The application, what its modules were given (`context`: main.ts stops its job workers before the database closes)
 * and the services its modules answer (reminder delivery, advertising's schedule and placement): the test app keeps
 * them to start the job workers, run a sweep or a schedule on demand; production has no use for the modules' answers.
 */
export async function assembleApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.trustProxy ?? false,
    // Every call's body is small but a post's, which carries its images inline (platform/body-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestOrigin(app, { fallback: deps.publicUrl, fromRequest: deps.originFromRequest ?? false });
  // Before any route: the plugin attaches itself to each route as it is declared.
  await registerCompression(app);
  // Graceful shutdown: answers given while closing end their keep-alive connection, so close() can finish.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  const storage = deps.storage ?? createDiskStorage(deps.uploadsDir ?? path.join(os.tmpdir(), "forum-uploads"));
  await registerSecurityHeaders(app, deps.publicUrl, storage.publicUrl);
  await registerOpenApi(app);
  await registerMultipart(app);
  // After the form is read, so a form's fields are checked like a JSON body's.
  registerInputGuards(app);
  const ctx = createContext(app, { ...deps, storage }, authStateLoader(deps.db));

  // One line per module; each registers its own calls and subscribes to the events it cares about.
  const profile = profileModule(app, ctx);
  authModule(app, { ...ctx, usernames: profile.usernames });
  const posts = await postsModule(app, ctx);
  notificationsModule(app, ctx);
  const reach = reachModule(app, ctx);
  moderationModule(app, ctx, { posts: posts.read });
  await categoriesModule(app, ctx);
  await tagsModule(app, ctx);
  communitiesModule(app, ctx);
  pollsModule(app, ctx);
  leaderboardModule(app, ctx);
  systemModule(app, ctx);
  adminModule(app, ctx);
  auditModule(app, ctx);
  const announcements = announcementsModule(app, ctx);
  const events = eventsModule(app, ctx);
  const advertising = advertisingModule(app, ctx);
  rewardTasksModule(app, ctx);

  await registerUploads(app, ctx.storage, createVariantMaker(ctx.storage, ctx.workers));
  const web = deps.webDist
    ? await registerWebApp(
        app,
        deps.webDist,
        firstHead(posts.sharePreview, announcements.sharePreview),
        posts.firstData,
      )
    : undefined;
  app.setNotFoundHandler((request, reply) =>
    web?.isAppRoute(request.method, request.url) ? web.sendIndex(reply, request.url) : sendNotFound(request, reply),
  );
  return {
    app,
    context: ctx,
    modules: { eventReminders: events.reminders, advertising, postViews: posts.views, dispatcher: reach.dispatcher },
  };
}
export type { AppDeps };
export type App = Awaited<ReturnType<typeof buildApp>>;
export type AppModules = Awaited<ReturnType<typeof assembleApp>>["modules"];
