import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import type { JWTVerifyGetKey } from "jose";
import { pino } from "pino";
import { type App, type AppModules, assembleApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { seedReference } from "../db/seed/reference.ts";
import type { PaystackConfig } from "../env.ts";
import { createBackgroundTasks } from "../platform/background.ts";
import type { AppContext } from "../platform/context.ts";
import { createMemoryMailer } from "../platform/mailer.ts";
import { recordingsDirBeside, type Storage } from "../platform/storage.ts";
import type { WriteRules } from "../platform/write-throttle.ts";
import { openTestDatabase } from "./test-db.ts";

/** Job workers of test apps look for due jobs twice a second (pg-boss's least), not every 2 s. */
export const testJobPollSeconds = 0.5;

/** The signing key of every test app, so a test kit can issue tokens without the sign-up flow. */
export const testJwtSecret = "test-secret-that-is-long-enough-for-hs256";

export type TestApp = {
  app: App;
  /** What the modules answer (tests run reminder sweeps, advertising's schedule and counts); absent on hand-built apps. */
  modules?: AppModules;
  /** What the modules were given (tests start its job workers, as a serving instance does when it listens); absent on hand-built apps. */
  context?: AppContext;
  database: Database;
  mailer: ReturnType<typeof createMemoryMailer>;
  uploadsDir: string;
  /** Resolves once the work answers left running (mails of reset and resend) is done; absent on hand-built apps. */
  settled?: () => Promise<void>;
  close: () => Promise<void>;
};

/** For tests about something else that write more than a student may in a minute: the throttle never bites. */
const roomy = { burst: 10_000, everyMs: 1 };
export const roomyWriteRules: WriteRules = {
  newAccount: { post: roomy, comment: roomy, edit: roomy, report: roomy, write: roomy },
  established: { post: roomy, comment: roomy, edit: roomy, report: roomy, write: roomy },
};

/** buildApp on a fresh database with reference data, a mail catcher and a temp uploads folder (or the storage given). */
export async function createTestApp(
  opts: {
    redis?: Redis;
    google?: { clientId: string; keys: JWTVerifyGetKey };
    webDist?: string;
    writeRules?: WriteRules;
    /** A bucket instead of the temp uploads folder. */
    storage?: Storage;
    /** REPORT_HIDE_THRESHOLD (production's default unless given). */
    reportHideThreshold?: number;
    /** NEW_ACCOUNT_HOURS (production's default unless given). */
    newAccountHours?: number;
    adminEmails?: string[];
    /** Payments on, against this Paystack (a stand-in: modules/advertising/payments/paystack-stand-in.ts). */
    paystack?: PaystackConfig;
    /** As with PUBLIC_URL unset: links on each request's origin, `http://forum.test` only the fallback. */
    originFromRequest?: boolean;
    trustProxy?: boolean;
    /** PUSH_ALLOWED_ORIGINS: a local push service's origin. */
    pushAllowedOrigins?: string[];
    /** Counted views written only when the test flushes (no timer flushing between two of its requests). */
    viewFlushMs?: number;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedReference(database.db);
  const mailer = createMemoryMailer();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-uploads-"));
  const background = createBackgroundTasks(pino({ level: "silent" }));
  const { app, context, modules } = await assembleApp({
    background,
    db: database.db,
    mailer,
    jwtSecret: testJwtSecret,
    publicUrl: "http://forum.test",
    uploadsDir,
    storage: opts.storage,
    redis: opts.redis,
    google: opts.google,
    webDist: opts.webDist,
    writeRules: opts.writeRules,
    reportHideThreshold: opts.reportHideThreshold,
    newAccountHours: opts.newAccountHours,
    adminEmails: opts.adminEmails,
    paystack: opts.paystack,
    originFromRequest: opts.originFromRequest,
    trustProxy: opts.trustProxy,
    pushAllowedOrigins: opts.pushAllowedOrigins,
    viewFlushMs: opts.viewFlushMs,
    jobPollSeconds: testJobPollSeconds,
    jobsOnListen: false,
  });
  await app.ready();
  return {
    app,
    modules,
    context,
    database,
    mailer,
    uploadsDir,
    settled: () => background.idle(),
    close: async () => {
      await app.close();
      // Work the app started after answering ends before the database goes back to the pool (test-db.ts).
      await background.idle();
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.rmSync(recordingsDirBeside(uploadsDir), { recursive: true, force: true });
    },
  };
}

/** A second instance on the same database and mail catcher (as after a restart, or beside the first). */
export async function anotherInstance(t: TestApp, opts: { viewFlushMs?: number } = {}): Promise<TestApp> {
  const background = createBackgroundTasks(pino({ level: "silent" }));
  const { app, context, modules } = await assembleApp({
    db: t.database.db,
    mailer: t.mailer,
    jwtSecret: testJwtSecret,
    publicUrl: "http://forum.test",
    uploadsDir: t.uploadsDir,
    background,
    viewFlushMs: opts.viewFlushMs,
    jobPollSeconds: testJobPollSeconds,
    jobsOnListen: false,
  });
  await app.ready();
  return { ...t, app, modules, context, settled: () => background.idle(), close: () => app.close() };
}

/** The code in the newest mail to `to` (subjects carry it). */
export function lastCode(mailer: TestApp["mailer"], to: string): string {
  const mail = [...mailer.sent].reverse().find((m) => m.to === to);
  const code = mail?.subject.match(/(\d{4,6})$/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
