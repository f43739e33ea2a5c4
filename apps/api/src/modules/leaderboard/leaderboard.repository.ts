import { pointsRule } from "@forum/contract";
import { asc, desc, eq, not, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { achievers, postReactions, posts, publicUserColumns, users } from "../../db/schema/index.ts";
import { suspendedNow } from "../../db/suspension.ts";

export const leaderboardSize = 10;

export function createLeaderboardRepository(db: Db) {
  return {
    /**
     * Students by what they earned in [from, to), or ever when no range is given: likes received on their published
     * posts (not comments, not drafts) and, worth `pointsRule.answerAccepted` likes each, their replies accepted as
     * the answer to someone else's published question (dated by the acceptance). A like of one's own post does not
     * count. Anonymous posts and answers do not count either: their likes would let anyone who liked one watch whose
     * total moved, and so learn its author. Suspended students are left out. The weekly range reads the reactions'
     * created_at index and the small index of solved questions (posts_feed_solved_idx).
     */
    top: (range: { from: Date; to: Date } | null, limit = leaderboardSize) => {
      const within = (at: SQL) => (range ? sql`and ${at} >= ${range.from} and ${at} < ${range.to}` : sql``);
      const earned = sql`(select user_id, sum(likes)::int as likes, sum(answers)::int as answers from (
          select p.user_id, 1 as likes, 0 as answers from ${postReactions} r join ${posts} p on p.id = r.post_id
          where r.value = 1 and p.type = 'post' and p.status = 'published' and not p.anonymous
            and r.user_id <> p.user_id ${within(sql`r.created_at`)}
          union all
          select a.user_id, 0, 1 from ${posts} q join ${posts} a on a.id = q.accepted_reply_id
          where q.accepted_reply_id is not null and q.type = 'post' and q.status = 'published'
            and a.status = 'published' and not a.anonymous and a.user_id <> q.user_id ${within(sql`q.accepted_at`)}
        ) earned group by user_id) as e`;
      const likes = sql<number>`e.likes`.mapWith(Number);
      const answers = sql<number>`e.answers`.mapWith(Number);
      const points = sql<number>`(e.likes + ${pointsRule.answerAccepted} * e.answers)`.mapWith(Number);
      return db
        .select({ ...publicUserColumns, likes, answers, points })
        .from(users)
        .innerJoin(earned, sql`e.user_id = ${users.id}`)
        .where(not(suspendedNow))
        .orderBy(desc(points), asc(users.id))
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
