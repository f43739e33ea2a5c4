import { eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { itemSubmissions, postReactions, posts, users } from "../../db/schema/index.ts";
import { suspendedNow } from "../../db/suspension.ts";

const item = alias(posts, "item");
const reply = alias(posts, "reply");
// An alias interpolated into raw SQL renders as its name only; the FROM clause must name the table too.
const itemTable = sql`${posts} as ${item}`;
const replyTable = sql`${posts} as ${reply}`;
const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/**
 * The counts behind a user's stats (the rule is written out in the contract's points.ts), each since `since` when
 * given. Every sub-count starts from an index on the user (posts_user_idx, post_reactions_user_idx) or on the
 * parent (posts_parent_idx), so one row of scalar sub-queries answers the whole panel.
 */
function counts(since: Date | null) {
  const after = (column: SQL | typeof posts.createdAt) => (since ? sql`and ${column} >= ${since}` : sql``);
  const ownPublic = sql`${item.userId} = ${users.id} and ${item.status} = 'published' and not ${item.anonymous}`;
  return {
    likesReceived:
      count(sql`select count(*) from ${postReactions} join ${itemTable} on ${item.id} = ${postReactions.postId}
      where ${ownPublic} and ${item.type} = 'post' and ${postReactions.value} = 1
      and ${postReactions.userId} <> ${users.id} ${after(sql`${postReactions.createdAt}`)}`),
    postsShared: count(sql`select count(*) from ${itemTable} where ${ownPublic} and ${item.type} = 'post'
      ${after(sql`${item.createdAt}`)}`),
    commentsWritten: count(sql`select count(*) from ${replyTable} join ${itemTable} on ${item.id} = ${reply.parentId}
      where ${reply.userId} = ${users.id} and ${reply.type} = 'comment' and ${reply.status} = 'published'
      and not ${reply.anonymous} and ${item.userId} <> ${users.id} ${after(sql`${reply.createdAt}`)}`),
    // The user's replies (posts_user_idx) that a question names as its answer (posts_accepted_reply_idx), dated by
    // the acceptance: undoing or changing the answer takes them back with the column.
    answersAccepted:
      count(sql`select count(*) from ${replyTable} join ${itemTable} on ${item.acceptedReplyId} = ${reply.id}
      where ${reply.userId} = ${users.id} and ${reply.type} = 'comment' and ${reply.status} = 'published'
      and not ${reply.anonymous} and ${item.status} = 'published' and ${item.userId} <> ${users.id}
      ${after(sql`${item.acceptedAt}`)}`),
  };
}

/** Points of the user's approved reward-task work, since `since` when given (item_submissions_user_completed_idx). */
const taskPoints = (since: Date | null) =>
  count(sql`select coalesce(sum(${itemSubmissions.pointsAwarded}), 0) from ${itemSubmissions}
    where ${itemSubmissions.userId} = ${users.id} and ${itemSubmissions.status} = 'completed'
    ${since ? sql`and ${itemSubmissions.completedAt} >= ${since}` : sql``}`);

export function createStatsRepository(db: Db) {
  return {
    /** Undefined for an unknown user. */
    async forUser(userId: number, weekStart: Date) {
      const week = counts(weekStart);
      const all = counts(null);
      const [row] = await db
        .select({
          suspended: suspendedNow,
          ...all,
          weekLikesReceived: week.likesReceived,
          weekPostsShared: week.postsShared,
          weekCommentsWritten: week.commentsWritten,
          weekAnswersAccepted: week.answersAccepted,
          taskPoints: taskPoints(null),
          weekTaskPoints: taskPoints(weekStart),
          likesGiven:
            count(sql`select count(*) from ${postReactions} join ${itemTable} on ${item.id} = ${postReactions.postId}
            where ${postReactions.userId} = ${users.id} and ${postReactions.value} = 1
            and ${item.status} = 'published' and ${item.userId} <> ${users.id}`),
          commentsReceived:
            count(sql`select count(*) from ${itemTable} join ${replyTable} on ${reply.parentId} = ${item.id}
            where ${item.userId} = ${users.id} and ${item.status} = 'published' and not ${item.anonymous}
            and ${reply.status} = 'published' and ${reply.userId} <> ${users.id}`),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
