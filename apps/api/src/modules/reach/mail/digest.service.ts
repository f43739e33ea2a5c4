import { productName } from "@forum/contract";
import { createDigestRepository } from "./digest.repository.ts";
import { latestDigestTime, periodMs } from "./digest-schedule.ts";
import { type MailDeps, sendWithin } from "./mail-deps.ts";
import { notificationLine, postLine } from "./notification-line.ts";
import { reachMail } from "./reach-mail.ts";

export const digestQueue = "reach-digests";
/** Students decided on per transaction. */
const BATCH = 50;
const SHOWN = 10;
const TOP_POSTS = 5;

type Frequency = "daily" | "weekly";

/**
 * The digest (API.md "Reach"): daily at 07:00 or weekly on Monday at 07:00 in TIME_ZONE. A run (every 15 minutes, and
 * `POST /admin/digests/run`) claims the due students in batches with SKIP LOCKED and sets their last_digest_at in the
 * transaction that decides, so two instances never send one digest twice. Nothing new: no mail, but decided. A send
 * that fails leaves that student due for the next run; a crash between a send and the commit may send it again.
 */
export function createDigestService(d: MailDeps) {
  async function runDue(frequency: Frequency): Promise<number> {
    const now = d.now();
    const due = latestDigestTime(now, d.zone, frequency);
    let sent = 0;
    for (;;) {
      const batch = await d.db.transaction(async (tx) => {
        const repo = createDigestRepository(tx);
        const students = await repo.claimDue(frequency, due, BATCH);
        const decided: number[] = [];
        let mailed = 0;
        for (const s of students) {
          // Never sent before: the period that ended at the latest 07:00.
          const since = s.lastDigestAt ?? new Date(due.getTime() - periodMs[frequency]);
          const unread = await repo.unreadSince(s.userId, since, now, SHOWN);
          const top = await repo.topWatchedPosts(s.userId, since, now, TOP_POSTS);
          if (unread.total > 0 || top.length > 0) {
            try {
              await sendWithin(d.mailer, digestMail(frequency, s.userId, s.email, unread, top));
              mailed++;
            } catch (err) {
              d.log.error({ err, userId: s.userId }, "digest mail failed; the next run tries again");
              continue;
            }
          }
          decided.push(s.userId);
        }
        if (decided.length > 0) await repo.markSent(decided, now);
        return { claimed: students.length, decided: decided.length, mailed };
      });
      sent += batch.mailed;
      // A short batch was the last; one with failures stops too (its students would be claimed again at once).
      if (batch.claimed < BATCH || batch.decided < batch.claimed) return sent;
    }
  }

  function digestMail(
    frequency: Frequency,
    userId: number,
    to: string,
    unread: Awaited<ReturnType<ReturnType<typeof createDigestRepository>["unreadSince"]>>,
    top: Awaited<ReturnType<ReturnType<typeof createDigestRepository>["topWatchedPosts"]>>,
  ) {
    const sections = [];
    if (unread.total > 0)
      sections.push({
        heading: "Unread notifications",
        lines: unread.rows.map((r) => notificationLine(d.publicUrl, r.type, r.data)),
        more: unread.total - unread.rows.length,
      });
    if (top.length > 0)
      sections.push({
        heading: "New in what you watch",
        lines: top.map((p) => postLine(d.publicUrl, p)),
        more: 0,
      });
    return reachMail({
      to,
      subject: `Your ${frequency} digest from ${productName}`,
      intro: `What is new for you on ${productName} since your last digest.`,
      sections,
      why: `You get this because you chose a ${frequency} digest (${frequency === "daily" ? "every day" : "every Monday"} at 07:00).`,
      stop: `Stop the ${frequency} digest`,
      publicUrl: d.publicUrl,
      unsubscribeToken: d.tokens.sign({ userId, scope: "digest" }),
    });
  }

  return { runDue };
}
export type DigestService = ReturnType<typeof createDigestService>;
