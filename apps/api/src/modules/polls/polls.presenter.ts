import type { ActivePoll } from "@forum/contract";
import type { PollsRepository } from "./polls.repository.ts";

type PollRow = NonNullable<Awaited<ReturnType<PollsRepository["active"]>>>;

/** The active poll as answered: its options with their counts, and the caller's choice (null for guests). */
export const toActivePoll = (poll: PollRow, choice: number | null): ActivePoll => ({
  id: poll.id,
  title: poll.title,
  options: poll.options,
  user_vote_option_id: choice,
});
