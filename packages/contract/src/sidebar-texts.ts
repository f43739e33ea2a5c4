/**
 * User-facing texts of the home sidebar: featured tags, polls and the small-screen fold (core §2, §4, §8), verbatim
 * with their odd spellings where the spec gives them (the leaderboard's are in `leaderboard-texts.ts`). No zod here:
 * the sidebar imports these without pulling schemas along.
 */
export const sidebarTexts = {
  featuredTags: "Featured Tags",
  tagsFailed: "Failed to fetch tags",
  /** Not in the spec: what the panel says when no recent post carries a tag. */
  noTags: "No tags yet.",
  poll: "Poll",
  noActivePoll: "No Active poll!",
  submittingVote: "Submitting vote...",
  voteSubmitted: "Vote Submitted success!",
  vote: "Vote",
  yourVote: "Your vote",
  votes: (n: number) => `${n} ${n === 1 ? "vote" : "votes"}`,
  /** Small screens fold the cards under one button so the feed stays near the top. */
  moreFromForum: "Poll, leaderboard and more",
  achievers: "Achievers",
} as const;

/** Server answers of the poll calls beyond the spec's one success text. */
export const pollMessages = {
  voteSubmitted: sidebarTexts.voteSubmitted,
  alreadyVoted: "You have already voted in this poll.",
  pollNotFound: "This poll is not open for voting.",
  optionInvalid: "The selected option is not part of this poll.",
} as const;
