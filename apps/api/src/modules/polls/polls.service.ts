import { type ActivePoll, pollMessages } from "@forum/contract";
import { invalidField, notFound } from "../../platform/errors.ts";
import { toActivePoll } from "./polls.presenter.ts";
import type { PollsRepository } from "./polls.repository.ts";

/** Core §4 polls: one active poll, one vote per student, the counts kept with the votes. */
export function createPollsService({ repo }: { repo: PollsRepository }) {
  return {
    async active(userId: number | null): Promise<{ data: ActivePoll | null }> {
      const poll = await repo.active();
      if (!poll) return { data: null };
      const choice = userId === null ? null : await repo.choiceOf(poll.id, userId);
      return { data: toActivePoll(poll, choice) };
    },

    /**
     * An unknown or closed poll is 404 (API.md: unknown ids are 404); an option of another poll is a 422 on
     * option_id; a second vote is a 422 on poll_id (API.md).
     */
    async vote(pollId: number, optionId: number, userId: number) {
      const { open, optionBelongs } = await repo.votable(pollId, optionId);
      if (!open) throw notFound(pollMessages.pollNotFound);
      if (!optionBelongs) throw invalidField("option_id", pollMessages.optionInvalid);
      if (!(await repo.vote(pollId, optionId, userId))) throw invalidField("poll_id", pollMessages.alreadyVoted);
      return { message: pollMessages.voteSubmitted };
    },
  };
}
export type PollsService = ReturnType<typeof createPollsService>;
