/**
 * User-facing texts of the home sidebar: featured tags and the small-screen fold (core §2, §4, §8), verbatim with their
 * odd spellings where the spec gives them (the poll card's are in `poll-texts.ts`, the leaderboard's in
 * `leaderboard-texts.ts`). No zod here: the sidebar imports these without pulling schemas along.
 */
export const sidebarTexts = {
  featuredTags: "Featured Tags",
  tagsFailed: "Failed to fetch tags",
  /** Not in the spec: what the panel says when no recent post carries a tag. */
  noTags: "No tags yet.",
  /** Small screens fold the cards under one button so the feed stays near the top. */
  moreFromForum: "Poll, leaderboard and more",
  achievers: "Achievers",
} as const;
