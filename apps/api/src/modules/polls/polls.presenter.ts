import type { ActivePoll, AdminPoll } from "@forum/contract";
import type { PollsRepository } from "./polls.repository.ts";
import type { AdminPollRow } from "./polls-admin.repository.ts";

type PollRow = NonNullable<Awaited<ReturnType<PollsRepository["active"]>>>;

/** The active poll as answered: its options with their counts, and the caller's choice (null for guests). */
export const toActivePoll = (poll: PollRow, choice: number | null): ActivePoll => ({
  id: poll.id,
  title: poll.title,
  options: poll.options,
  user_vote_option_id: choice,
});

/** A poll as the console lists it: its options, whether it is the active one, and its votes. */
export const toAdminPoll = (row: AdminPollRow): AdminPoll => ({
  id: row.id,
  title: row.title,
  options: row.options.map(({ id, option, votes_count }) => ({ id, option, votes_count })),
  user_vote_option_id: null,
  active: row.active,
  votes_count: row.options.reduce((sum, o) => sum + o.votes_count, 0),
  created_at: row.createdAt.toISOString(),
});
