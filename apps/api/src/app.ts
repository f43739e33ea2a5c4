import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { JWTVerifyGetKey } from "jose";
import type { Db } from "./db/client.ts";
import type { PaystackConfig } from "./env.ts";
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
import { rewardTasksModule } from "./modules/reward-tasks/reward-tasks.module.ts";
import { rewardTasksAdminModule } from "./modules/reward-tasks/reward-tasks-admin.module.ts";
import { systemModule } from "./modules/system/system.module.ts";
import { tagsModule } from "./modules/tags/tags.module.ts";
import type { BackgroundTasks } from "./platform/background.ts";
import { DEFAULT_BODY_LIMIT } from "./platform/body-limits.ts";
import { registerCompression } from "./platform/compression.ts";
import { createContext } from "./platform/context.ts";
import { registerErrorHandler, sendNotFound } from "./platform/error-handler.ts";
import { createVariantMaker } from "./platform/image-variants.ts";
import { registerInputGuards } from "./platform/input-guards.ts";
import type { Mailer } from "./platform/mailer.ts";
import { registerMultipart } from "./platform/multipart.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { registerRequestOrigin } from "./platform/request-origin.ts";
import { registerSecurityHeaders } from "./platform/security.ts";
import { createDiskStorage, type Storage } from "./platform/storage.ts";
import { registerUploads } from "./platform/uploads.ts";
import { firstHead, registerWebApp } from "./platform/web-app.ts";
import type { WriteRules } from "./platform/write-throttle.ts";

export type AppDeps = {
  db: Db;
  mailer: Mailer;
  jwtSecret: string;
  publicUrl: string;
  webDist?: string;
  /** Where stored images live (disk or bucket); served under /forum/uploads/. Left out: on disk in `uploadsDir`. */
  storage?: Storage;
  uploadsDir?: string;
  redis?: Redis;
  /** Prefix of this forum's Redis keys and cache channel (`forum:`); tests isolate runs with it. */
  redisPrefix?: string;
  google?: { clientId: string; keys: JWTVerifyGetKey | string };
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  trustProxy?: boolean;
  /**
   * PUBLIC_URL unset: links in answers are built on each request's own origin (platform/request-origin.ts), and
   * `publicUrl` is only the fallback and what mails use. Left out: `publicUrl` is the one origin.
   */
  originFromRequest?: boolean;
  /** The per-student write throttle's rules (production's unless a test needs room to write a lot). */
  writeRules?: WriteRules;
  /** Work run after an answer has gone (tests pass theirs to wait for it); shutdown waits for it. */
  background?: BackgroundTasks;
  /** REPORT_HIDE_THRESHOLD: distinct students' open reports that hide a post until review (0: never; default 5). */
  reportHideThreshold?: number;
  /** NEW_ACCOUNT_HOURS: reports by accounts younger than this do not count toward the auto-hide (default 24). */
  newAccountHours?: number;
  /** Redis channel prefix of the Socket.IO adapter; instances that share events share it (tests isolate with it). */
  realtimeChannel?: string;
  /** ADMIN_EMAILS: accounts made admins when they verify their e-mail or sign in. */
  adminEmails?: string[];
  /** TIME_ZONE: the zone of events' local date and time (default Africa/Lagos). */
  timeZone?: string;
  /** PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL: paid ad campaigns (left out: payment is not required). */
  paystack?: PaystackConfig;
  /** How often idle job workers poll, in seconds (pg-boss's default 2; tests go faster). */
  jobPollSeconds?: number;
  /** Start the job queue when the app listens (default); test apps that listen for sockets leave it to their tests. */
  jobsOnListen?: boolean;
};

/** The whole HTTP application, without listening: what main.ts serves and what tests inject into. */
export async function buildApp(deps: AppDeps) {
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
  app.decorate("eventReminders", events.reminders);
  app.decorate("advertising", advertisingModule(app, ctx));
  rewardTasksModule(app, ctx);
  rewardTasksAdminModule(app, ctx);

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
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    /** Reminder delivery: tests run the sweep and deliver on demand. */
    eventReminders: import("./modules/events/reminders.service.ts").RemindersService;
    /** Advertising's services: tests run its schedule, flush its counts and use a fake payment provider. */
    advertising: import("./modules/advertising/advertising.module.ts").Advertising;
  }
}
