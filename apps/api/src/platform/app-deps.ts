import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { JWTVerifyGetKey } from "jose";
import type { Db } from "../db/client.ts";
import type { PaystackConfig } from "../env.ts";
import type { BackgroundTasks } from "./background.ts";
import type { Mailer } from "./mailer.ts";
import type { Storage } from "./storage.ts";
import type { WriteRules } from "./write-throttle.ts";

/** What buildApp is given: main.ts fills it from the environment, tests from their own needs. */
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
  /** Web Push's VAPID keys and subject (main.ts: the environment's or DATA_DIR's); left out: a pair made per app. */
  vapid?: { publicKey: string; privateKey: string; subject: string };
  /** PUSH_ALLOWED_ORIGINS: push endpoints on these origins skip the public-host check (tests' local push service). */
  pushAllowedOrigins?: string[];
  /** How often counted post views are written (default every second); tests that flush by hand set it far off. */
  viewFlushMs?: number;
  /** Start the job queue when the app listens (default); test apps that listen for sockets leave it to their tests. */
  jobsOnListen?: boolean;
};
