import path from "node:path";
import { Redis } from "ioredis";
import { pino } from "pino";
import { assembleApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLocked } from "./db/data-dir-lock.ts";
import { seedDemoIfEmpty, seedReference } from "./db/seed/index.ts";
import { readEnv } from "./env.ts";
import { createMailer } from "./platform/mailer.ts";
import { openStorage } from "./platform/open-storage.ts";
import { resolveJwtSecret, resolveVapidKeys } from "./platform/secrets.ts";

const env = readEnv();
const redis = env.redisUrl ? new Redis(env.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2_000 }) : undefined;
const logger = pino({
  level: env.logLevel,
  serializers: {
    req: (req: { method: string; url: string; ip: string; headers: Record<string, unknown> }) => ({
      method: req.method,
      url: req.url,
      ip: req.ip,
      client: req.headers["x-client-id"],
    }),
  },
});
// While Redis is away, commands fail after two retries (answered 503); ioredis keeps reconnecting on its own.
redis?.on("error", (err: Error) => logger.warn({ err }, "redis connection error"));
const database = await openDatabase({
  url: env.databaseUrl,
  dataDir: env.dataDir,
  serving: true,
  onIdleError: (err) => logger.warn({ err }, "idle database connection lost"),
}).catch((err: unknown) => {
  if (!(err instanceof DataDirLocked)) throw err;
  // A second server on the same embedded data directory would corrupt it.
  logger.fatal(`${err.message}: stop it first, or set another DATA_DIR.`);
  process.exit(1);
});
const jwtSecret = resolveJwtSecret(env.jwtSecret, env.dataDir);
const storage = await openStorage(env);

const { app, context, modules } = await assembleApp({
  db: database.db,
  jwtSecret,
  publicUrl: env.publicUrl,
  webDist: env.webDist,
  storage,
  redis,
  logger,
  trustProxy: env.trustProxy,
  originFromRequest: env.originFromRequest,
  reportHideThreshold: env.reportHideThreshold,
  newAccountHours: env.newAccountHours,
  adminEmails: env.adminEmails,
  timeZone: env.timeZone,
  paystack: env.paystack,
  vapid: { ...resolveVapidKeys(env.vapidKeys, env.dataDir), subject: env.vapidSubject },
  pushAllowedOrigins: env.pushAllowedOrigins,
  mailer: createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    outboxDir: path.join(env.dataDir, "outbox"),
    log: logger,
  }),
  google: env.googleClientId ? { clientId: env.googleClientId, keys: env.googleJwksUrl } : undefined,
});

await seedReference(database.db);
if (env.seedDemo) await seedDemoIfEmpty(database.db, { storage, log: app.log });

app.addHook("onClose", async () => {
  redis?.disconnect();
  await database.close();
});
// onClose hooks run last-added first: this one stops the job workers (a delivery in flight commits) before the
// database closes.
app.addHook("onClose", () => context.jobs.stop());
// Likewise the post views counted in memory are written before the database closes.
app.addHook("onClose", async () => void (await modules.postViews.close()));

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (err) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.port, host: env.host });
app.log.info(`forum on ${env.publicUrl}/forum/ (${database.driver})`);
