import { type NotificationData, type ReachType, reachTypes } from "@forum/contract";
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notificationPreferences, notifications, users } from "../../../db/schema/index.ts";
import type { UnsubscribeScope } from "./unsubscribe-token.ts";

/** An unread notification as a mail lists it. */
export type MailedNotification = { id: number; type: string; data: NotificationData; createdAt: Date };

/** What the unread mail and the unsubscribe link read and write: preferences, the unread rows, the address. */
export function createMailRepository(db: Db) {
  return {
    /**
     * Locks a student's notifications of these types that are unread, not mailed and created before `before`, oldest
     * first. SKIP LOCKED: rows another instance is mailing now are its own, so each goes in exactly one mail.
     */
    claimUnread: (userId: number, types: ReachType[], before: Date, limit: number) =>
      types.length === 0
        ? Promise.resolve([] as MailedNotification[])
        : db
            .select({
              id: notifications.id,
              type: notifications.type,
              data: notifications.data,
              createdAt: notifications.createdAt,
            })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, userId),
                isNull(notifications.readAt),
                isNull(notifications.emailedAt),
                lt(notifications.createdAt, before),
                inArray(notifications.type, types),
              ),
            )
            .orderBy(asc(notifications.createdAt), asc(notifications.id))
            .limit(limit)
            .for("update", { skipLocked: true }),

    markEmailed: (ids: number[]) =>
      db.update(notifications).set({ emailedAt: sql`now()` }).where(inArray(notifications.id, ids)),

    /** The address to mail, only when the student proved it is theirs. */
    async verifiedEmail(userId: number) {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
      return row?.email ?? null;
    },

    /**
     * Turns off what an unsubscribe link names (the digest, one type's e-mail or every type's), keeping the rest as it
     * is. Idempotent. False when the student no longer exists.
     */
    async turnOff(userId: number, scope: UnsubscribeScope) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) return false;
      const p = notificationPreferences;
      const types: ReachType[] = scope === "email" ? [...reachTypes] : scope === "digest" ? [] : [scope];
      // Each type keeps its push choice (a type never chosen had push on) and gets e-mail off.
      const off = sql.join(
        types.map(
          (t) =>
            sql`jsonb_build_object(${t}::text, coalesce(${p.types} -> ${t}::text, '{"push":true}'::jsonb) || '{"email":false}'::jsonb)`,
        ),
        sql` || `,
      );
      await db
        .insert(p)
        .values(
          scope === "digest"
            ? { userId, digest: "off" }
            : { userId, types: Object.fromEntries(types.map((t) => [t, { push: true, email: false }])) },
        )
        .onConflictDoUpdate({
          target: p.userId,
          set:
            scope === "digest"
              ? { digest: "off", updatedAt: sql`now()` }
              : { types: sql`${p.types} || ${off}`, updatedAt: sql`now()` },
        });
      return true;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
