import { solvedLabel } from "./answer-labels.ts";

/**
 * The answer filters' words (API.md "Answers"), for the feed, a community and a profile: a module (and in the web a
 * small chunk) of their own, so the post page, which shows no filter, does not carry them.
 */

/** `GET /posts?filter=`: questions without a visible reply, without an accepted answer, with one. */
export const answerFilters = ["unanswered", "unsolved", "solved"] as const;
export type AnswerFilter = (typeof answerFilters)[number];

/** The answer filters of the feed, a community and a profile: a labelled select and its removable chip. */
export const answerFilterTexts = {
  label: "Show",
  all: "All questions",
  filters: { unanswered: "Unanswered", unsolved: "Unsolved", solved: solvedLabel } satisfies Record<
    AnswerFilter,
    string
  >,
} as const;
