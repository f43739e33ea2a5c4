/**
 * User-facing texts of the poll card (core §2, §7), verbatim with their odd spellings where the spec gives them. No zod
 * here: the card imports these without pulling schemas along.
 */
export const pollTexts = {
  poll: "Poll",
  noActivePoll: "No Active poll!",
  submittingVote: "Submitting vote...",
  voteSubmitted: "Vote Submitted success!",
  vote: "Vote",
  yourVote: "Your vote",
  votes: (n: number) => `${n} ${n === 1 ? "vote" : "votes"}`,
} as const;

/** Server answers of the poll calls beyond the spec's one success text. */
export const pollMessages = {
  voteSubmitted: pollTexts.voteSubmitted,
  alreadyVoted: "You have already voted in this poll.",
  pollNotFound: "This poll is not open for voting.",
  optionInvalid: "The selected option is not part of this poll.",
} as const;
