import {
  defaultPreferences,
  type NotificationPreferences,
  type ReachChannels,
  type ReachType,
  reachTypes,
} from "@forum/contract";
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

/** The types a student has e-mail on: their stored choices over the defaults (API.md "Reach"). */
export function emailOnTypes(stored: Partial<Record<ReachType, ReachChannels>> | undefined): ReachType[] {
  const types: NotificationPreferences["types"] = { ...defaultPreferences.types, ...stored };
  return reachTypes.filter((t) => types[t]?.email === true);
}

/** A mail that has not gone in this long fails (its transaction rolls back, the job retries). */
const SEND_TIMEOUT_MS = 8_000;
export const sendWithin = (mailer: Mailer, mail: Parameters<Mailer["send"]>[0]) =>
  Promise.race([
    mailer.send(mail),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("mail send timed out")), SEND_TIMEOUT_MS).unref(),
    ),
  ]);
