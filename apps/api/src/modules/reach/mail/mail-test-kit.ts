import type { NotificationData, ReachChannels, ReachType } from "@forum/contract";
import { sql } from "drizzle-orm";
import { notificationPreferences, notifications } from "../../../db/schema/index.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { adminKit } from "../../admin/admin-test-kit.ts";
import { createDispatchService } from "../dispatch/dispatch.service.ts";
import { mailDepsOf } from "./mail.module.ts";
import { createMailService } from "./mail.service.ts";
import type { MailDeps } from "./mail-deps.ts";

/**
 * The admin kit plus what the mail tests drive: notifications and preferences written straight to the database, a
 * dispatcher of their own with the unread mail on it, and the mail services on a clock and presence the test sets.
 */
export function mailKit(t: TestApp, over: Partial<MailDeps> = {}) {
  const k = adminKit(t);
  const db = t.database.db;
  const clock = { now: new Date(), online: new Set<number>() };
  const deps = mailDepsOf(t.context!, {
    now: () => clock.now,
    isOnline: async (userId) => clock.online.has(userId),
    ...over,
  });
  const { unread, digests } = createMailService(deps);
  // A pass of the app's own outbox with only this kit's unread mail on it (on the test's clock): what it claims, the
  // app's handlers never see, so nothing is queued twice.
  const dispatcher = createDispatchService({ db, jobs: t.context!.jobs, handlers: [unread.onDispatch] });

  /** A notification of `type` for `userId` on post `postId` (a new post of theirs each time keeps keys apart). */
  async function notify(
    userId: number,
    type: "mention" | "watched",
    post: { id: number; uuid: string; title: string | null },
    actor: number,
    createdAt = new Date(),
  ) {
    const data: NotificationData = {
      type,
      user_id: actor,
      post_title: post.title,
      post_uuid: post.uuid,
      reply_uuid: null,
      reply_content: null,
      reply_owner: {
        user_id: actor,
        meta: { username: "ada", first_name: null, last_name: null, profile_image: null },
      },
    };
    const [row] = await db
      .insert(notifications)
      .values({ userId, type, actorId: actor, postId: post.id, data, createdAt })
      .returning({ id: notifications.id, createdAt: notifications.createdAt });
    return row!;
  }

  const setPrefs = (
    userId: number,
    p: {
      digest?: "off" | "daily" | "weekly";
      types?: Partial<Record<ReachType, ReachChannels>>;
      lastDigestAt?: Date | null;
    },
  ) =>
    db
      .insert(notificationPreferences)
      .values({ userId, digest: p.digest ?? "off", types: p.types ?? {}, lastDigestAt: p.lastDigestAt ?? null })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { digest: p.digest ?? "off", types: p.types ?? {}, lastDigestAt: p.lastDigestAt ?? null },
      });

  /** pg-boss's jobs of the unread mail for a student. */
  async function unreadJobs(userId: number) {
    const rows = await db.execute(
      sql`select id, data, start_after, singleton_key, state from pgboss.job where name = 'reach-unread-mail' and (data->>'userId')::int = ${userId} order by created_on`,
    );
    return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      id: string;
      data: { userId: number; bucket: number; attempt: number };
      start_after: Date;
      singleton_key: string;
      state: string;
    }[];
  }

  /** The Reach mails (they carry List-Unsubscribe) sent to `to`: sign-up codes are not counted. */
  const mailsTo = (to: string) => t.mailer.sent.filter((m) => m.to === to && m.headers?.["List-Unsubscribe"]);
  return { ...k, clock, deps, unread, digests, dispatcher, notify, setPrefs, unreadJobs, mailsTo };
}
