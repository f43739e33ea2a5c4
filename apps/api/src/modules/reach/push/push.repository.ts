import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notificationPreferences, notifications, pushSubscriptions, users } from "../../../db/schema/index.ts";

export type SubscriptionKeys = { endpoint: string; p256dh: string; auth: string };

/** Push subscriptions: one row per endpoint, a student's few devices; and what a push job reads to send. */
export function createPushRepository(db: Db) {
  return {
    /**
     * The device's subscription, kept once per endpoint: subscribing again refreshes it, and another student signing
     * in on the same device takes it over (the old owner's notifications no longer go there).
     */
    save: (userId: number, s: SubscriptionKeys) =>
      db
        .insert(pushSubscriptions)
        .values({ userId, ...s })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
        }),

    /** Drops the student's subscriptions beyond the newest `keep`. */
    trim: (userId: number, keep: number) =>
      db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            notInArray(
              pushSubscriptions.id,
              db
                .select({ id: pushSubscriptions.id })
                .from(pushSubscriptions)
                .where(eq(pushSubscriptions.userId, userId))
                .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
                .limit(keep),
            ),
          ),
        ),

    /** The caller's own subscription at this endpoint only; answers whether there was one. */
    remove: async (userId: number, endpoint: string) =>
      (
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
          .returning({ id: pushSubscriptions.id })
      ).length > 0,

    /** The push service said it is gone (404, 410). */
    drop: (id: number) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)),

    /** Every subscription of these students, with their per-type choices (null: no row, all defaults). */
    targets: (userIds: number[]) =>
      db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, types: notificationPreferences.types })
        .from(pushSubscriptions)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, pushSubscriptions.userId))
        .where(inArray(pushSubscriptions.userId, userIds)),

    /** What one push says and where it goes; none when the notification or the subscription is gone. */
    delivery: async (notificationId: number, subscriptionId: number) =>
      (
        await db
          .select({
            userId: notifications.userId,
            type: notifications.type,
            data: notifications.data,
            actor: { username: users.username, first_name: users.firstName, last_name: users.lastName },
            subscription: {
              userId: pushSubscriptions.userId,
              endpoint: pushSubscriptions.endpoint,
              p256dh: pushSubscriptions.p256dh,
              auth: pushSubscriptions.auth,
            },
          })
          .from(notifications)
          .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, subscriptionId))
          .leftJoin(users, eq(users.id, notifications.actorId))
          .where(eq(notifications.id, notificationId))
      )[0],
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
