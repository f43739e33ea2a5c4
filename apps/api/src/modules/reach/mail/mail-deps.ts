import { type NotificationPreferences, type ReachType, reachTypes } from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { Jobs } from "../../../platform/jobs.ts";
import type { Mailer } from "../../../platform/mailer.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

/** What the unread mail and the digest stand on; `now` is the clock (tests drive it), `isOnline` presence. */
export type MailDeps = {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  log: FastifyBaseLogger;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  zone: string;
  now: () => Date;
  isOnline: (userId: number) => Promise<boolean>;
};

/** The types a student has e-mail on (their whole preferences: preferences.service.ts `preferencesOf`). */
export const emailOnTypes = (prefs: NotificationPreferences | undefined): ReachType[] =>
  prefs ? reachTypes.filter((t) => prefs.types[t].email) : [];

/** A mail that has not gone in this long fails (its transaction rolls back, the job retries). */
const SEND_TIMEOUT_MS = 8_000;
export const sendWithin = (mailer: Mailer, mail: Parameters<Mailer["send"]>[0]) =>
  Promise.race([
    mailer.send(mail),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("mail send timed out")), SEND_TIMEOUT_MS).unref(),
    ),
  ]);
