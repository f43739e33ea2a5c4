/**
 * User-facing texts of the home sidebar, polls and the leaderboard (core §2, §4, §8, §9), verbatim with their odd
 * spellings where the spec gives them. No zod here: the sidebar imports these without pulling schemas along.
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
  achieversAlt: "Forum achievers",
  leaderboard: "Forum Leaderboard",
  thisWeek: "This Week",
  allTime: "All Time",
  seeAll: "See all",
  /** Core §2: the All Time tab is only a placeholder. */
  allTimePlaceholder: "All-time standings are coming soon.",
  noLikesThisWeek: "No likes yet this week. Share something helpful!",
  likes: (n: number) => `${n} ${n === 1 ? "like" : "likes"}`,
  /** Small screens fold the cards under one button so the feed stays near the top. */
  moreFromForum: "Poll, leaderboard and more",
  achievers: "Achievers",
} as const;

/** Core §9 leaderboard tabs: This Week (1) and All Time (2). */
export const leaderboardTypes = { week: 1, allTime: 2 } as const;

/** Server answers of the poll calls beyond the spec's one success text. */
export const pollMessages = {
  voteSubmitted: sidebarTexts.voteSubmitted,
  alreadyVoted: "You have already voted in this poll.",
  pollNotFound: "This poll is not open for voting.",
  optionInvalid: "The selected option is not part of this poll.",
} as const;

/** Secondary §9: the /leaderboard page holds fixed sample data. */
export const leaderboardPageTexts = {
  title: "Leaderboard",
  intro: "Students earn points for helpful posts, answers and the likes they receive.",
  sampleNote: "These standings are sample data.",
  rank: "Rank",
  points: "Points",
} as const;
