import { productName, type ReachType } from "@forum/contract";
import type { Db } from "../../../db/client.ts";
import type { DispatchedNotification } from "../dispatch/dispatch.module.ts";
import { preferencesOf } from "../preferences/preferences.service.ts";
import { createMailRepository } from "./mail.repository.ts";
import { emailOnTypes, type MailDeps, sendWithin } from "./mail-deps.ts";
import { notificationLine } from "./notification-line.ts";
import { reachMail } from "./reach-mail.ts";

export const unreadQueue = "reach-unread-mail";
const minute = 60_000;
/** Notifications of one student within 5 minutes go in one mail... */
export const BUCKET_MS = 5 * minute;
/** ...sent when they are still unread 15 minutes after the bucket ends. */
export const WAIT_MS = 15 * minute;
/** A student with the forum open is asked again later, at most this many times (an hour), then mailed. */
export const MAX_POSTPONES = 4;
/** A mail shows this many; the rest are "and N more". */
const SHOWN = 10;
/** At most this many are locked and marked by one mail (a flood is one mail, not a long one). */
const CLAIM = 200;

export type UnreadJob = { userId: number; bucket: number; attempt: number };

export const bucketOf = (at: Date) => Math.floor(at.getTime() / BUCKET_MS);
const bucketEnd = (bucket: number) => new Date((bucket + 1) * BUCKET_MS);
const keyOf = (j: UnreadJob) => `unread:${j.userId}:${j.bucket}${j.attempt > 0 ? `:${j.attempt}` : ""}`;

/**
 * "E-mail when away" (API.md "Reach"): a notification of a type with e-mail on plans a job for its student and 5-minute
 * bucket (one per key: several notifications, one job), due 15 minutes after the bucket ends. The job mails what is
 * then still unread and not mailed, once across instances: it locks the rows (SKIP LOCKED) and marks them emailed in
 * the transaction that sends. A crash after the SMTP server took the mail and before the commit sends it again on the
 * retry: at least once in that narrow window, never twice otherwise.
 */
export function createUnreadMailService(d: MailDeps) {
  const plan = (tx: Db, job: UnreadJob, startAfter: Date) =>
    d.jobs.send(tx, unreadQueue, job, { startAfter, singletonKey: keyOf(job) });

  /** The dispatcher's handler: plans the jobs of new notifications whose type has e-mail on. */
  async function onDispatch(tx: Db, rows: DispatchedNotification[]) {
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const prefs = await preferencesOf(tx, userIds);
    const jobs = new Map<string, UnreadJob>();
    for (const r of rows) {
      if (!emailOnTypes(prefs.get(r.userId)).includes(r.type as ReachType)) continue;
      const job = { userId: r.userId, bucket: bucketOf(r.createdAt), attempt: 0 };
      jobs.set(keyOf(job), job);
    }
    for (const job of jobs.values()) await plan(tx, job, new Date(bucketEnd(job.bucket).getTime() + WAIT_MS));
  }

  /** The job: mails the bucket's notifications still unread, postpones while the student is online, or does nothing. */
  function deliver(job: UnreadJob): Promise<"mailed" | "postponed" | "nothing"> {
    return d.db.transaction(async (tx) => {
      const repo = createMailRepository(tx);
      const prefs = (await preferencesOf(tx, [job.userId])).get(job.userId);
      const rows = await repo.claimUnread(job.userId, emailOnTypes(prefs), bucketEnd(job.bucket), CLAIM);
      if (rows.length === 0) return "nothing";
      if (job.attempt < MAX_POSTPONES && (await online(job.userId))) {
        await plan(tx, { ...job, attempt: job.attempt + 1 }, new Date(d.now().getTime() + WAIT_MS));
        return "postponed";
      }
      const email = await repo.verifiedEmail(job.userId);
      if (!email) return "nothing";
      const types = [...new Set(rows.map((r) => r.type))];
      const only = types.length === 1 ? (types[0] as ReachType) : undefined;
      const mail = reachMail({
        to: email,
        subject:
          rows.length === 1
            ? notificationLine(d.publicUrl, rows[0]!.type, rows[0]!.data).text
            : `${rows.length} unread notifications on ${productName}`,
        intro: `While you were away from ${productName}:`,
        sections: [
          {
            lines: rows.slice(0, SHOWN).map((r) => notificationLine(d.publicUrl, r.type, r.data)),
            more: rows.length - Math.min(rows.length, SHOWN),
          },
        ],
        why: `You get this because e-mail is on for ${only ? `${only} notifications` : "these notifications"} and you had not read them 15 minutes later.`,
        stop: only ? `Stop e-mails for ${only} notifications` : "Stop these e-mails",
        publicUrl: d.publicUrl,
        unsubscribeToken: d.tokens.sign({ userId: job.userId, scope: only ?? "email" }),
      });
      await repo.markEmailed(rows.map((r) => r.id));
      await sendWithin(d.mailer, mail);
      return "mailed";
    });
  }

  /** Presence across instances; if it cannot be told (Redis down), the student is taken as away and mailed. */
  async function online(userId: number) {
    try {
      return await d.isOnline(userId);
    } catch (err) {
      d.log.warn({ err }, "presence unknown: mailing as if away");
      return false;
    }
  }

  return { onDispatch, deliver };
}
export type UnreadMailService = ReturnType<typeof createUnreadMailService>;
