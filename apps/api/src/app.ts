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
import { registerErrorHandler, sendNotFound } from "./platform/error-handler.ts";
import { registerRetryAfter } from "./platform/errors.ts";
import { createGoogleVerifier } from "./platform/google.ts";
import type { Mailer } from "./platform/mailer.ts";
import { registerMultipart } from "./platform/multipart.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { createMemoryCounter, createRedisCounter } from "./platform/rate-limit.ts";
import { registerRealtime } from "./platform/realtime.ts";
import { registerSecurityHeaders } from "./platform/security.ts";
import { createDiskStorage } from "./platform/storage.ts";
import { createTokenService } from "./platform/tokens.ts";
import { registerUploads } from "./platform/uploads.ts";
import { registerWebApp } from "./platform/web-app.ts";
import { createWorkers } from "./platform/workers/workers.ts";

export type AppDeps = {
  db: Db;
  mailer: Mailer;
  jwtSecret: string;
  publicUrl: string;
  webDist?: string;
  /** Where stored images live; served under /forum/uploads/. */
  uploadsDir?: string;
  redis?: Redis;
  google?: { clientId: string; keys: JWTVerifyGetKey | string };
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  trustProxy?: boolean;
  /** Redis channel prefix of the Socket.IO adapter; instances that share events share it (tests isolate with it). */
  realtimeChannel?: string;
};

/** The whole HTTP application, without listening: what main.ts serves and what tests inject into. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 12 * 1024 * 1024, // four inline images of a post
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
  registerRetryAfter(app);
  // Sanitising and image re-encoding run in a small worker pool (started on first use), so no request stalls another.
  const workers = createWorkers();
  app.addHook("onClose", workers.close);
  await registerSecurityHeaders(app, deps.publicUrl);
  await registerOpenApi(app);
  await registerMultipart(app);

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
    };
  };
  registerAuthGuard(app, { tokens, loadAuthState });
  // Live push on this same server and port; a socket's token passes the same check as a request's.
  const live = registerRealtime(app, {
    authenticate: async (token) => (await authenticateToken({ tokens, loadAuthState }, token)).claims,
    redis: deps.redis,
    channel: deps.realtimeChannel,
  });

  const profiles = createProfileService({
    repo: createProfileRepository(deps.db),
    storage: createDiskStorage(deps.uploadsDir ?? path.join(os.tmpdir(), "forum-uploads")),
    workers,
    publicUrl: deps.publicUrl,
  });
  const auth = createAuthService({
    repo: authRepo,
    tokens,
    mailer: deps.mailer,
    secret: deps.jwtSecret,
    publicUrl: deps.publicUrl,
    google: deps.google ? createGoogleVerifier(deps.google.clientId, deps.google.keys) : null,
    log: app.log,
    usernames: profiles,
    onTokensRevoked: live.disconnectUser,
  });

  const limits = deps.redis ? createRedisCounter(deps.redis) : createMemoryCounter();
  await app.register(authRoutes, { prefix: "/api", service: auth, limits });
  await app.register(profileRoutes, { prefix: "/api", service: profiles });
  const stats = createStatsService({ repo: createStatsRepository(deps.db) });
  await app.register(statsRoutes, { prefix: "/forum/api/v1", service: stats });
  const postsRepo = createPostsRepository(deps.db);
  const read = createPostsReadService({ db: deps.db, repo: postsRepo, publicUrl: deps.publicUrl });
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(deps.db),
    realtime: live,
    publicUrl: deps.publicUrl,
    log: app.log,
  });
  const engage = createEngagementService({
    repo: postsRepo,
    engage: createEngagementRepository(deps.db),
    read,
    publicUrl: deps.publicUrl,
    onReaction: notifications.reacted,
  });
  const write = createPostsWriteService({
    repo: postsRepo,
    write: createPostsWriteRepository(deps.db),
    read,
    storage: createDiskStorage(deps.uploadsDir ?? path.join(os.tmpdir(), "forum-uploads")),
    workers,
    publicUrl: deps.publicUrl,
    onReply: notifications.replied,
  });
  await app.register(postsRoutes, { prefix: "/forum/api/v1", read, engage, secret: deps.jwtSecret });
  await app.register(postsWriteRoutes, { prefix: "/forum/api/v1", write, engage });
  await app.register(notificationsRoutes, { prefix: "/forum/api/v1", service: notifications });
  await app.register(categoriesRoutes, { prefix: "/forum/api/v1", repo: createCategoriesRepository(deps.db) });
  const communities = createCommunitiesService({
    repo: createCommunitiesRepository(deps.db),
    clearPostTotals: postsRepo.clearTotals,
    publicUrl: deps.publicUrl,
  });
  await app.register(communitiesRoutes, { prefix: "/forum/api/v1", service: communities });
  await app.register(tagsRoutes, {
    prefix: "/forum/api/v1",
    repo: createTagsRepository(deps.db),
    onPostsChanged: postsRepo.onListsChanged,
  });
  await app.register(pollsRoutes, {
    prefix: "/forum/api/v1",
    service: createPollsService(createPollsRepository(deps.db)),
  });
  await app.register(leaderboardRoutes, {
    prefix: "/forum/api/v1",
    service: createLeaderboardService({ repo: createLeaderboardRepository(deps.db), publicUrl: deps.publicUrl }),
  });
  await app.register(systemRoutes, {
    prefix: "/forum/api/v1",
    db: deps.db,
    googleClientId: deps.google?.clientId ?? null,
    publicUrl: deps.publicUrl,
  });

  if (deps.uploadsDir) await registerUploads(app, deps.uploadsDir);
  const web = deps.webDist
    ? await registerWebApp(app, deps.webDist, createSharePreview(postsRepo, deps.publicUrl))
    : undefined;
  app.setNotFoundHandler((request, reply) =>
    web?.isAppRoute(request.method, request.url) ? web.sendIndex(reply, request.url) : sendNotFound(request, reply),
  );
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
