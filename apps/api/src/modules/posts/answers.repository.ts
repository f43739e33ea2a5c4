import type { AnswerFilter, ReplySort } from "@forum/contract";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import type { WithinTransaction } from "../../platform/events.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";

/**
 * A question is solved while its accepted reply is published: a reply a moderator hid (or a reported one past the
 * threshold) leaves it unsolved for everyone, and restoring the reply makes it solved again. A deleted reply is gone
 * from the column itself (on delete set null).
 */
export const acceptedVisible = (question: SQL | typeof posts.acceptedReplyId = posts.acceptedReplyId) =>
  sql`(${question} is not null and exists (select 1 from ${posts} accepted
    where accepted.id = ${question} and accepted.status = 'published'))`;

/**
 * `GET /posts?filter=`: questions only. Solved reads posts_feed_solved_idx (whose predicate it repeats); unanswered
 * and unsolved, most of the feed, read the feed's own indexes with a filter, a reply looked up by posts_parent_idx.
 */
export function answerCondition(filter: AnswerFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const question = eq(posts.type, "post");
  if (filter === "solved") return sql`${question} and ${posts.acceptedReplyId} is not null and ${acceptedVisible()}`;
  // Null first: most questions are decided by the column alone, and only the few with an answer look it up by its
  // key (a scalar sub-query; a NOT EXISTS here would be hashed over every published post).
  if (filter === "unsolved") {
    return sql`${question} and (${posts.acceptedReplyId} is null or (select accepted.status from ${posts} accepted
      where accepted.id = ${posts.acceptedReplyId}) <> 'published')`;
  }
  return sql`${question} and not exists (select 1 from ${posts} reply
    where reply.parent_id = ${posts.id} and reply.status = 'published')`;
}

/**
 * Wilson score's lower bound (95%: z = 1.96, z² = 3.8416) of likes against dislikes, 0 for a reply nobody voted on:
 * (p + z²/2n - z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n), with p = likes / n and n = likes + dislikes.
 */
const n = sql`(${posts.likesCount} + ${posts.unlikesCount})::float8`;
const wilsonLowerBound = sql`(case when ${posts.likesCount} + ${posts.unlikesCount} = 0 then 0 else
  ((${posts.likesCount} + 1.9208::float8) / ${n}
    - 1.96::float8 * sqrt(${posts.likesCount}::float8 * ${posts.unlikesCount} / ${n} + 0.9604::float8) / ${n})
  / (1 + 3.8416::float8 / ${n}) end)`;

/**
 * A post's replies in `sort` order, its accepted answer first (`acceptedId`; a hidden one is read only by its author
 * and admins, who see it where it falls). Replies are read by posts_parent_idx and sorted in memory (at most 500).
 */
export function replyOrder(sort: ReplySort, acceptedId: number | null): SQL[] {
  const first = acceptedId ? [desc(sql`(${posts.id} = ${acceptedId} and ${posts.status} = 'published')`)] : [];
  if (sort === "newest") return [...first, desc(posts.createdAt), desc(posts.id)];
  if (sort === "best") return [...first, desc(wilsonLowerBound), asc(posts.createdAt), asc(posts.id)];
  return [...first, asc(posts.createdAt), asc(posts.id)];
}

/** What a change of answer replaced: the reply that was accepted before (null: none). */
export type AnswerChange = { previousReplyId: number | null };

/** A question's accepted answer: posts.accepted_reply_id and accepted_at, which the answerer's points are read from. */
export function createAnswersRepository(db: Db) {
  return {
    /**
     * Makes `replyId` the question's answer (null: none), in one transaction with its audit entry (`audit`: when a
     * moderator, not the author, chose) and what `within` writes (the notification). The question is locked, so two
     * changes at once are one after the other. Undefined when nothing changed (the same answer again, or none twice).
     */
    setAnswer: (
      questionId: number,
      replyId: number | null,
      audit: AuditDraft | null,
      within: WithinTransaction<AnswerChange>,
    ) =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ acceptedReplyId: posts.acceptedReplyId })
          .from(posts)
          .where(eq(posts.id, questionId))
          .for("update");
        if (!locked || locked.acceptedReplyId === replyId) return undefined;
        await tx
          .update(posts)
          .set({ acceptedReplyId: replyId, acceptedAt: replyId === null ? null : sql`now()` })
          .where(eq(posts.id, questionId));
        if (audit) await recordAudit(tx, { ...audit, targetId: questionId });
        const change = { previousReplyId: locked.acceptedReplyId };
        await within(tx, change);
        return change;
      }),

    /** A reply by uuid with what accepting it checks: whose reply it is and its status. */
    reply: async (uuid: string) =>
      (
        await db
          .select({ id: posts.id, parentId: posts.parentId, type: posts.type, status: posts.status })
          .from(posts)
          .where(and(eq(posts.uuid, uuid)))
          .limit(1)
      )[0],
  };
}
export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
