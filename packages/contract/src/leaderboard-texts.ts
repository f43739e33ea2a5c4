/**
 * Leaderboard and achievers texts (core §2, §8, §9; secondary §9), verbatim where the spec gives them. No zod here:
 * the home sidebar imports these without pulling schemas along.
 */
export const leaderboardTexts = {
  title: "Forum Leaderboard",
  thisWeek: "This Week",
  allTime: "All Time",
  seeAll: "See all",
  /** Core §2: the All Time tab is only a placeholder. */
  allTimePlaceholder: "All-time standings are coming soon.",
  noLikesThisWeek: "No likes yet this week. Share something helpful!",
  likes: (n: number) => `${n} ${n === 1 ? "like" : "likes"}`,
  /** API.md "Answers": accepted answers rank too (15 likes' worth each), named beside the likes. */
  answers: (n: number) => `${n} accepted ${n === 1 ? "answer" : "answers"}`,
  achieversAlt: "Forum achievers",
} as const;

/** Core §9 leaderboard tabs: This Week (1) and All Time (2). */
export const leaderboardTypes = { week: 1, allTime: 2 } as const;

/** The server's answers (the spec shows none). */
export const leaderboardMessages = {
  typeInvalid: "The type must be 1 (this week) or 2 (all time).",
} as const;

/** Secondary §9: the /leaderboard page holds fixed sample data. */
export const leaderboardPageTexts = {
  title: "Leaderboard",
  intro: "Students earn points for helpful posts, answers and the likes they receive.",
  sampleNote: "These standings are sample data.",
  rank: "Rank",
  points: "Points",
} as const;
