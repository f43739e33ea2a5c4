import { and, asc, count, desc, eq, gte, lt, ne, not } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { achievers, postReactions, posts, publicUserColumns, users } from "../../db/schema/index.ts";
import { suspendedNow } from "../../db/suspension.ts";

export const leaderboardSize = 10;

export function createLeaderboardRepository(db: Db) {
  return {
    /**
     * Students by likes received on their published posts (not comments, not drafts) in [from, to), or ever when no
     * range is given. A like of one's own post does not count. Anonymous posts do not count either: their likes
     * would let anyone who liked one watch whose total moved, and so learn its author. Suspended students are left
     * out. One grouped query; the weekly range reads the reactions' created_at index.
     */
    top: (range: { from: Date; to: Date } | null, limit = leaderboardSize) => {
      const likes = count();
      return db
        .select({ ...publicUserColumns, likes })
        .from(postReactions)
        .innerJoin(posts, eq(posts.id, postReactions.postId))
        .innerJoin(users, eq(users.id, posts.userId))
        .where(
          and(
            eq(postReactions.value, 1),
            range ? gte(postReactions.createdAt, range.from) : undefined,
            range ? lt(postReactions.createdAt, range.to) : undefined,
            eq(posts.type, "post"),
            eq(posts.status, "published"),
            eq(posts.anonymous, false),
            ne(postReactions.userId, posts.userId),
            not(suspendedNow),
          ),
        )
        .groupBy(users.id)
        .orderBy(desc(likes), asc(users.id))
        .limit(limit);
    },

    async activeAchiever() {
      const [row] = await db
        .select({ imagePath: achievers.imagePath })
        .from(achievers)
        .where(eq(achievers.active, true));
      return row?.imagePath ?? null;
    },
  };
}
export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
export type LeaderboardRow = Awaited<ReturnType<LeaderboardRepository["top"]>>[number];
