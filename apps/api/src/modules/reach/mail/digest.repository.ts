import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  communityMembers,
  notificationPreferences,
  notifications,
  posts,
  postTags,
  users,
  watches,
} from "../../../db/schema/index.ts";

/** The digest's reads and its claim: who is due, what is new for them, and the mark that it went. */
export function createDigestRepository(db: Db) {
  const p = notificationPreferences;
  return {
    /**
     * Locks up to `limit` students of this frequency whose last digest is older than `due` (never sent: due too).
     * SKIP LOCKED: a student another instance is deciding on now is skipped, so each digest is decided once.
     */
    claimDue: (frequency: "daily" | "weekly", due: Date, limit: number) =>
      db
        .select({ userId: p.userId, lastDigestAt: p.lastDigestAt, email: users.email })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(
          and(
            eq(p.digest, frequency),
            or(isNull(p.lastDigestAt), lt(p.lastDigestAt, due)),
            isNotNull(users.emailVerifiedAt),
          ),
        )
        .orderBy(asc(p.userId))
        .limit(limit)
        .for("update", { of: p, skipLocked: true }),

    markSent: (userIds: number[], at: Date) => db.update(p).set({ lastDigestAt: at }).where(inArray(p.userId, userIds)),

    /** A student's unread notifications of the period, newest first, and how many there are. */
    async unreadSince(userId: number, since: Date, until: Date, limit: number) {
      const where = and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        gt(notifications.createdAt, since),
        lte(notifications.createdAt, until),
      );
      const rows = await db
        .select({ id: notifications.id, type: notifications.type, data: notifications.data })
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(notifications).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The period's top new posts (hot score) of the communities and tags the student watches, that they may see:
     * published, members-only posts of their communities only, none of their own, nothing they muted.
     */
    topWatchedPosts: (userId: number, since: Date, until: Date, limit: number) =>
      db
        .select({ uuid: posts.uuid, title: posts.title, replies: posts.repliesCount, likes: posts.likesCount })
        .from(posts)
        .where(
          and(
            eq(posts.status, "published"),
            eq(posts.type, "post"),
            gt(posts.createdAt, since),
            lte(posts.createdAt, until),
            ne(posts.userId, userId),
            or(
              sql`${posts.communityId} in (select ${watches.communityId} from ${watches}
                where ${watches.userId} = ${userId} and ${watches.level} = 'watching' and ${watches.communityId} is not null)`,
              sql`exists (select 1 from ${postTags} join ${watches} on ${watches.tagKey} = ${postTags.tagKey}
                where ${postTags.postId} = ${posts.id} and ${watches.userId} = ${userId} and ${watches.level} = 'watching')`,
            ),
            or(
              isNull(posts.communityId),
              sql`exists (select 1 from ${communityMembers} where ${communityMembers.communityId} = ${posts.communityId}
                and ${communityMembers.userId} = ${userId})`,
            ),
            sql`not exists (select 1 from ${watches} where ${watches.userId} = ${userId} and ${watches.level} = 'muted'
              and (${watches.postId} = ${posts.id} or ${watches.communityId} = ${posts.communityId}
                or ${watches.tagKey} in (select ${postTags.tagKey} from ${postTags} where ${postTags.postId} = ${posts.id})))`,
          ),
        )
        .orderBy(desc(posts.hotScore), desc(posts.id))
        .limit(limit),
  };
}
export type DigestRepository = ReturnType<typeof createDigestRepository>;
