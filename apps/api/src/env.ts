import path from "node:path";
import { z } from "zod";
import { defaultTimeZone, isTimeZone } from "./platform/time-zone.ts";

/** How many students' open reports hide a post until an admin reviews it (API.md "Admin and moderation"). */
export const DEFAULT_REPORT_HIDE_THRESHOLD = 5;
/** How long an account counts as new: its reports do not count toward hiding a post (DESIGN.md's environment). */
export const DEFAULT_NEW_ACCOUNT_HOURS = 24;

const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const flag = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v === "1" || v === "true"),
  z.boolean().optional(),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional,
  REDIS_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Forum <no-reply@localhost>"),
  PUBLIC_URL: optional,
  JWT_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: z.string().default("https://www.googleapis.com/oauth2/v3/certs"),
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: optional,
  TRUST_PROXY: flag,
  S3_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optional,
  S3_PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  REPORT_HIDE_THRESHOLD: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_REPORT_HIDE_THRESHOLD),
  ),
  NEW_ACCOUNT_HOURS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 366)
      .default(DEFAULT_NEW_ACCOUNT_HOURS),
  ),
  ADMIN_EMAILS: optional,
  PAYSTACK_SECRET_KEY: optional.pipe(z.string().trim().min(1).max(200).optional()),
  PAYSTACK_BASE_URL: optional.pipe(
    z
      .url({ protocol: /^https?$/ })
      .max(500)
      .default("https://api.paystack.co"),
  ),
  VAPID_PUBLIC_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, { error: "VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url" })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: "VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url" })
      .optional(),
  ),
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .optional(),
  ),
  PUSH_ALLOWED_ORIGINS: optional,
  TIME_ZONE: optional.pipe(
    z
      .string()
      .refine(isTimeZone, { error: "TIME_ZONE must be an IANA zone such as Africa/Lagos" })
      .default(defaultTimeZone),
  ),
});

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** PUBLIC_URL unset: answers' links are on each request's own origin, `publicUrl` its fallback (and mails'). */
  originFromRequest: boolean;
  jwtSecret: string | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  seedDemo: boolean;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  /** Uploads in an S3-compatible bucket; unset: on disk in `DATA_DIR/uploads`. */
  s3: S3Config | undefined;
  /** REPORT_HIDE_THRESHOLD: distinct reporters that hide a post until review; 0 never hides. */
  reportHideThreshold: number;
  /** NEW_ACCOUNT_HOURS: accounts younger than this are new (their reports do not count toward the auto-hide). */
  newAccountHours: number;
  /** ADMIN_EMAILS, trimmed and lower-cased like stored e-mails: these accounts become admins once verified. */
  adminEmails: string[];
  /** TIME_ZONE: the zone events' local date and time are in (default Africa/Lagos). */
  timeZone: string;
  /** PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL: paid ad campaigns; unset key: payment is not required. */
  paystack: PaystackConfig | undefined;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); unset: generated once and kept in DATA_DIR. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: how a push service reaches the operator; default `mailto:` and MAIL_FROM's address. */
  vapidSubject: string;
  /** PUSH_ALLOWED_ORIGINS: push endpoints on these origins skip the public-host check (a local push service). */
  pushAllowedOrigins: string[];
};

export type PaystackConfig = { secretKey: string; baseUrl: string };

export type S3Config = { url: string; bucket: string; publicUrl: string | undefined };

/** Both or neither: half an S3 configuration would silently store uploads on one instance's disk. */
function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_URL && !e.S3_BUCKET && !e.S3_PUBLIC_URL) return undefined;
  if (!e.S3_URL || !e.S3_BUCKET) throw new Error("S3_URL and S3_BUCKET go together (S3_PUBLIC_URL needs both)");
  return { url: e.S3_URL, bucket: e.S3_BUCKET, publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, "") };
}

/** Both or neither: a public key without its private key signs nothing the push services accept. */
function vapidKeys(e: z.infer<typeof envSchema>): Env["vapidKeys"] {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return undefined;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY)
    throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
}

/** `Forum <no-reply@uni.edu>` → `mailto:no-reply@uni.edu`. */
const mailtoOf = (from: string) => `mailto:${(from.match(/<([^<>\s]+)>/)?.[1] ?? from).trim()}`;

/** Each origin as URL.origin writes it; anything that is not an http(s) origin stops the start. */
function originList(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = URL.parse(s);
      if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`PUSH_ALLOWED_ORIGINS: ${s} is not an origin`);
      return url.origin;
    });
}

/** The only reader of process.env: parses it once and resolves the documented defaults. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const e = envSchema.parse(source);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    // A laptop running the embedded default is not a server: only this machine reaches it, unless HOST says otherwise.
    host: e.HOST ?? (e.DATABASE_URL ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    originFromRequest: e.PUBLIC_URL === undefined,
    jwtSecret: e.JWT_SECRET,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    // Demo data by default only on the embedded database, never silently into a real server.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
    trustProxy: e.TRUST_PROXY ?? false,
    s3: s3Config(e),
    reportHideThreshold: e.REPORT_HIDE_THRESHOLD,
    newAccountHours: e.NEW_ACCOUNT_HOURS,
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    timeZone: e.TIME_ZONE,
    paystack: e.PAYSTACK_SECRET_KEY
      ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, "") }
      : undefined,
    vapidKeys: vapidKeys(e),
    vapidSubject: e.VAPID_SUBJECT ?? mailtoOf(e.MAIL_FROM),
    pushAllowedOrigins: originList(e.PUSH_ALLOWED_ORIGINS),
  };
}

/** Test databases, read here too so that no other file touches process.env. */
export const testEnv = () => ({
  db: process.env.TEST_DB ?? "pglite",
  databaseUrl: process.env.TEST_DATABASE_URL,
  redisUrl: process.env.TEST_REDIS_URL,
  /** The hostile-input fuzz runs a fixed seed; these explore other ones, longer. */
  fuzzSeed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
  fuzzRuns: process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined,
});
