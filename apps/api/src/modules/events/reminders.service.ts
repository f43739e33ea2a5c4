import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { reminderMail } from "./reminder-mail.ts";
import type { RemindersRepository } from "./reminders.repository.ts";

export const reminderQueue = "event-reminder";
export const sweepQueue = "event-reminder-sweep";
/** How many due reminders one sweep delivers at most (the next sweep takes the rest). */
const SWEEP_BATCH = 200;
/** A mail that has not gone in this long fails its claim (rolled back, retried) before the database's own limits. */
const SEND_TIMEOUT_MS = 8_000;

export type RemindersDeps = {
  repo: RemindersRepository;
  jobs: Jobs;
  mailer: Mailer;
  log: FastifyBaseLogger;
  zone: string;
  host: string;
};

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("mail send timed out")), ms).unref()),
  ]);

/**
 * Reminder mails as durable jobs: one job per reminder and due time, sent in the transaction that writes the reminder
 * (or moves it), run by whichever instance claims it; a sweep every minute delivers any due reminder whose job was lost.
 * The mail goes once: the claim marks it sent in the transaction that sends it (reminders.repository.ts `deliver`).
 */
export function createRemindersService(d: RemindersDeps) {
  async function deliver(reminderId: number) {
    return d.repo.deliver(reminderId, async (r) => {
      const event = {
        id: r.id,
        title: r.title,
        description: r.shortDesc,
        link: r.link,
        startsAt: r.startsAt,
        updatedAt: r.updatedAt,
      };
      await withTimeout(d.mailer.send(reminderMail(r.email, event, d.zone, d.host)), SEND_TIMEOUT_MS);
    });
  }

  async function sweep() {
    let sent = 0;
    for (const { id } of await d.repo.due(SWEEP_BATCH)) if (await deliver(id)) sent++;
    if (sent > 0) d.log.warn({ sent }, "event reminders delivered by the sweep (their jobs were lost or late)");
    return sent;
  }

  d.jobs.define<{ reminderId: number }>(reminderQueue, async ({ reminderId }) => {
    await deliver(reminderId);
  });
  d.jobs.define(sweepQueue, async () => void (await sweep()), { cron: "* * * * *" });

  return {
    /** The job of a reminder due at `dueAt`, sent in the caller's transaction (its key: one per reminder and time). */
    schedule: (tx: Db, reminder: { id: number; dueAt: Date }) =>
      d.jobs.send(
        tx,
        reminderQueue,
        { reminderId: reminder.id },
        { startAfter: reminder.dueAt, singletonKey: `${reminder.id}@${reminder.dueAt.getTime()}` },
      ),
    cancel: (tx: Db, jobIds: string[]) => d.jobs.cancel(tx, reminderQueue, jobIds),
    deliver,
    sweep,
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
