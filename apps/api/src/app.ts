import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { JWTVerifyGetKey } from "jose";
import type { Db } from "./db/client.ts";
import { createAuthRepository } from "./modules/auth/auth.repository.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createThrottlesRepository } from "./modules/auth/auth-throttles.repository.ts";
import { createCategoriesRepository } from "./modules/categories/categories.repository.ts";
import { categoriesRoutes } from "./modules/categories/categories.routes.ts";
import { createCommunitiesRepository } from "./modules/communities/communities.repository.ts";
import { communitiesRoutes } from "./modules/communities/communities.routes.ts";
import { createCommunitiesService } from "./modules/communities/communities.service.ts";
import { createLeaderboardRepository } from "./modules/leaderboard/leaderboard.repository.ts";
import { leaderboardRoutes } from "./modules/leaderboard/leaderboard.routes.ts";
import { createLeaderboardService } from "./modules/leaderboard/leaderboard.service.ts";
import { createNotificationsRepository } from "./modules/notifications/notifications.repository.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { createNotificationsService } from "./modules/notifications/notifications.service.ts";
import { createPollsRepository } from "./modules/polls/polls.repository.ts";
import { pollsRoutes } from "./modules/polls/polls.routes.ts";
import { createPollsService } from "./modules/polls/polls.service.ts";
import { createEngagementRepository } from "./modules/posts/engagement.repository.ts";
import { createEngagementService } from "./modules/posts/engagement.service.ts";
import { createPostsReadService } from "./modules/posts/posts.read.service.ts";
import { createPostsRepository } from "./modules/posts/posts.repository.ts";
import { postsRoutes } from "./modules/posts/posts.routes.ts";
import { createPostsWriteRepository } from "./modules/posts/posts.write.repository.ts";
import { postsWriteRoutes } from "./modules/posts/posts.write.routes.ts";
import { createPostsWriteService } from "./modules/posts/posts.write.service.ts";
import { createSharePreview } from "./modules/posts/share-preview.ts";
import { createProfileRepository } from "./modules/profile/profile.repository.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { createProfileService } from "./modules/profile/profile.service.ts";
import { createStatsRepository } from "./modules/profile/stats.repository.ts";
import { statsRoutes } from "./modules/profile/stats.routes.ts";
import { createStatsService } from "./modules/profile/stats.service.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { createTagsRepository } from "./modules/tags/tags.repository.ts";
import { tagsRoutes } from "./modules/tags/tags.routes.ts";
import { type AuthState, authenticateToken, registerAuthGuard } from "./platform/auth-guard.ts";
import { type BackgroundTasks, createBackgroundTasks } from "./platform/background.ts";
import { DEFAULT_BODY_LIMIT } from "./platform/body-limits.ts";
import { createCacheBus } from "./platform/cache-bus.ts";
import { registerErrorHandler, sendNotFound } from "./platform/error-handler.ts";
import { createGoogleVerifier } from "./platform/google.ts";
import { registerInputGuards } from "./platform/input-guards.ts";
import type { Mailer } from "./platform/mailer.ts";
import { registerMultipart } from "./platform/multipart.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { publicUrlsOf } from "./platform/public-user.ts";
import { createMemoryCounter, createRedisCounter } from "./platform/rate-limit.ts";
import { registerRealtime } from "./platform/realtime.ts";
import { registerSecurityHeaders } from "./platform/security.ts";
import { createDiskStorage, type Storage } from "./platform/storage.ts";
import { createMemoryBuckets, createRedisBuckets } from "./platform/throttle.ts";
import { createTokenService } from "./platform/tokens.ts";
import { registerUploads } from "./platform/uploads.ts";
import { registerWebApp } from "./platform/web-app.ts";
import { createWorkers } from "./platform/workers/workers.ts";
import { createWriteThrottle, registerWriteThrottle, type WriteRules } from "./platform/write-throttle.ts";

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
  /** The per-student write throttle's rules (production's unless a test needs room to write a lot). */
  writeRules?: WriteRules;
  /** Work run after an answer has gone (tests pass theirs to wait for it); shutdown waits for it. */
  background?: BackgroundTasks;
  /** Redis channel prefix of the Socket.IO adapter; instances that share events share it (tests isolate with it). */
  realtimeChannel?: string;
};

/** The whole HTTP application, without listening: what main.ts serves and what tests inject into. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.trustProxy ?? false,
    // Every call's body is small but a post's, which carries its images inline (posts.write.routes.ts says so).
    bodyLimit: DEFAULT_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Graceful shutdown: answers given while closing end their keep-alive connection, so close() can finish.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  const storage = deps.storage ?? createDiskStorage(deps.uploadsDir ?? path.join(os.tmpdir(), "forum-uploads"));
  const urls = publicUrlsOf(deps.publicUrl, storage.publicUrl);
  await registerSecurityHeaders(app, deps.publicUrl, storage.publicUrl);
  // Sanitising and image re-encoding run in a small worker pool (started on first use), so no request stalls another.
  const workers = createWorkers();
  // A serving app starts its thread at once (loading the sanitiser takes a few hundred ms); tests that only inject
  // start it when a task first needs it.
  app.addHook("onListen", async () => workers.warm());
  app.addHook("onClose", workers.close);
  await registerOpenApi(app);
  await registerMultipart(app);
  // After the form is read, so a form's fields are checked like a JSON body's.
  registerInputGuards(app);

  const tokens = createTokenService(deps.jwtSecret);
  const authRepo = createAuthRepository(deps.db);
  const loadAuthState = async (id: number): Promise<AuthState | null> => {
    const user = await authRepo.findAuthState(id);
    if (!user) return null;
    return {
      id: user.id,
      email: user.email,
      isAdmin: user.isAdmin,
      tokenVersion: user.tokenVersion,
      suspended: !!user.suspendedAt,
      since: user.createdAt,
    };
  };
  registerAuthGuard(app, { tokens, loadAuthState });
  const throttle = createWriteThrottle(
    deps.redis
      ? createRedisBuckets(deps.redis, {
          prefix: `${deps.redisPrefix ?? "forum:"}tb:`,
          onOutage: (err) => app.log.warn({ err }, "Redis out of reach: write limits count per instance meanwhile"),
        })
      : createMemoryBuckets(),
    deps.writeRules,
  );
  registerWriteThrottle(app, throttle);
  // Live push on this same server and port; a socket's token passes the same check as a request's.
  const live = registerRealtime(app, {
    authenticate: async (token) => (await authenticateToken({ tokens, loadAuthState }, token)).claims,
    redis: deps.redis,
    channel: deps.realtimeChannel,
  });

  const redisPrefix = deps.redisPrefix ?? "forum:";
  // Writes clear the per-instance caches of every instance through it.
  const caches = createCacheBus({ redis: deps.redis, channel: `${redisPrefix}caches`, log: app.log });
  app.addHook("onClose", async () => caches.close());

  const profiles = createProfileService({ repo: createProfileRepository(deps.db), storage, workers, ...urls });
  const background = deps.background ?? createBackgroundTasks(app.log);
  app.addHook("onClose", () => background.idle());
  const auth = createAuthService({
    repo: authRepo,
    throttles: createThrottlesRepository(deps.db),
    background,
    tokens,
    mailer: deps.mailer,
    secret: deps.jwtSecret,
    publicUrl: deps.publicUrl,
    google: deps.google ? createGoogleVerifier(deps.google.clientId, deps.google.keys) : null,
    log: app.log,
    usernames: profiles,
    onTokensRevoked: live.disconnectUser,
  });

  const limits = deps.redis ? createRedisCounter(deps.redis, `${redisPrefix}rl:`) : createMemoryCounter();
  await app.register(authRoutes, { prefix: "/api", service: auth, limits });
  await app.register(profileRoutes, { prefix: "/api", service: profiles });
  const stats = createStatsService({ repo: createStatsRepository(deps.db) });
  await app.register(statsRoutes, { prefix: "/forum/api/v1", service: stats });
  const postsRepo = createPostsRepository(deps.db);
  caches.on("posts-changed", postsRepo.clearCaches);
  caches.on("post-changed", ({ id }) => postsRepo.forgetPost(id));
  const read = createPostsReadService({ db: deps.db, repo: postsRepo, ...urls });
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(deps.db),
    realtime: live,
    ...urls,
    log: app.log,
  });
  const engage = createEngagementService({
    repo: postsRepo,
    engage: createEngagementRepository(deps.db),
    read,
    caches,
    publicUrl: deps.publicUrl,
    onReaction: notifications.reacted,
  });
  const write = createPostsWriteService({
    repo: postsRepo,
    write: createPostsWriteRepository(deps.db),
    read,
    storage,
    caches,
    throttle,
    workers,
    ...urls,
    onReply: notifications.replied,
  });
  await app.register(postsRoutes, { prefix: "/forum/api/v1", read, engage, secret: deps.jwtSecret });
  await app.register(postsWriteRoutes, { prefix: "/forum/api/v1", write, engage });
  await app.register(notificationsRoutes, { prefix: "/forum/api/v1", service: notifications });
  await app.register(categoriesRoutes, { prefix: "/forum/api/v1", repo: createCategoriesRepository(deps.db) });
  const communities = createCommunitiesService({
    repo: createCommunitiesRepository(deps.db),
    caches,
    ...urls,
  });
  await app.register(communitiesRoutes, { prefix: "/forum/api/v1", service: communities });
  await app.register(tagsRoutes, {
    prefix: "/forum/api/v1",
    repo: createTagsRepository(deps.db),
    caches,
  });
  await app.register(pollsRoutes, {
    prefix: "/forum/api/v1",
    service: createPollsService(createPollsRepository(deps.db)),
  });
  await app.register(leaderboardRoutes, {
    prefix: "/forum/api/v1",
    service: createLeaderboardService({ repo: createLeaderboardRepository(deps.db), ...urls }),
  });
  await app.register(systemRoutes, {
    prefix: "/forum/api/v1",
    db: deps.db,
    googleClientId: deps.google?.clientId ?? null,
    publicUrl: deps.publicUrl,
  });

  await registerUploads(app, storage);
  const web = deps.webDist ? await registerWebApp(app, deps.webDist, createSharePreview(postsRepo, urls)) : undefined;
  app.setNotFoundHandler((request, reply) =>
    web?.isAppRoute(request.method, request.url) ? web.sendIndex(reply, request.url) : sendNotFound(request, reply),
  );
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
