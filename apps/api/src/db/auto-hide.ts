import { and, sql } from "drizzle-orm";
import { posts, users } from "./schema/index.ts";

/**
 * The auto-hide's rules in SQL (issue 23: five accounts made a minute earlier hid any post, an admin's too). Who
 * counts, how much, and whose posts reports never hide, kept here once for every query that weighs reports.
 */

/**
 * Whether the `posts` row in the query is one reports never hide, only a moderator's decision: its author is an
 * admin. Community moderators (a later issue) join here, with the post's community_id, so that the auto-hide and
 * everything else asking follow.
 */
export const neverAutoHidden = sql<boolean>`exists (select 1 from ${users} as author where author.id = ${posts}.${sql.identifier(posts.userId.name)} and author.is_admin)`;

/**
 * The sign-up burst of the `users` row in the query: accounts made from one address within the burst window weigh
 * one (modules/auth/signup-burst.ts); an account made with no known address is its own.
 */
export const signupBurstOf = sql<number>`coalesce(${users.signupCluster}, ${users.id})`;

/**
 * A reporter (the `users` row in the query) whose open report counts toward the threshold: older than
 * NEW_ACCOUNT_HOURS, and has taken part: a post or reply of theirs is published (not a draft, nor hidden or removed
 * by a moderator). A fresh account costs nothing to make; an account that has written and kept a post for a day does.
 */
export const countsTowardAutoHide = (newAccountHours: number) =>
  and(
    sql`${users.createdAt} <= now() - make_interval(hours => ${newAccountHours})`,
    sql`exists (select 1 from ${posts} as part where part.user_id = ${users.id} and part.status = 'published')`,
  )!;
