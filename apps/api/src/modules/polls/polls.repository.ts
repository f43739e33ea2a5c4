import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pollOptions, polls, pollVotes } from "../../db/schema/index.ts";

export function createPollsRepository(db: Db) {
  return {
    /** The active poll (at most one, the database says so) with its options in order, or null. */
    async active() {
      const [poll] = await db.select({ id: polls.id, title: polls.title }).from(polls).where(eq(polls.active, true));
      if (!poll) return null;
      const options = await db
        .select({ id: pollOptions.id, option: pollOptions.option, votes_count: pollOptions.votesCount })
        .from(pollOptions)
        .where(eq(pollOptions.pollId, poll.id))
        .orderBy(asc(pollOptions.position), asc(pollOptions.id));
      return { ...poll, options };
    },

    /** The option this user chose in this poll, or null. */
    async choiceOf(pollId: number, userId: number) {
      const [vote] = await db
        .select({ optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)));
      return vote?.optionId ?? null;
    },

    /** Whether the poll is open and the option is one of its own. */
    async votable(pollId: number, optionId: number) {
      const [row] = await db
        .select({ active: polls.active, optionPoll: pollOptions.pollId })
        .from(polls)
        .leftJoin(pollOptions, and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, polls.id)))
        .where(eq(polls.id, pollId));
      return { open: !!row?.active, optionBelongs: row?.optionPoll === pollId };
    },

    /**
     * Records one vote and counts it in the same transaction. The (poll, user) primary key refuses a second vote,
     * also when two arrive at once: the later insert waits for the first, then does nothing. False when refused.
     */
    vote: (pollId: number, optionId: number, userId: number) =>
      db.transaction(async (tx) => {
        const inserted = await tx
          .insert(pollVotes)
          .values({ pollId, optionId, userId })
          .onConflictDoNothing()
          .returning({ optionId: pollVotes.optionId });
        if (inserted.length === 0) return false;
        await tx
          .update(pollOptions)
          .set({ votesCount: sql`${pollOptions.votesCount} + 1` })
          .where(eq(pollOptions.id, optionId));
        return true;
      }),
  };
}
export type PollsRepository = ReturnType<typeof createPollsRepository>;
