/**
 * The few words of accepted answers that the cards, the post page and the feed's filter show at first paint
 * (API.md "Answers"): apart from answer-texts.ts, in the web's first-page kit, so they add no chunk of their own.
 */

/** `GET /posts/{id}?sort=`: the order of the replies after the accepted answer (the API's default is oldest). */
export const replySorts = ["best", "oldest", "newest"] as const;
export type ReplySort = (typeof replySorts)[number];

/** `GET /posts?filter=`: questions without a visible reply, without an accepted answer, with one. */
export const answerFilters = ["unanswered", "unsolved", "solved"] as const;
export type AnswerFilter = (typeof answerFilters)[number];

/** Apart from answerTexts: the cards of every list (the home route's download) carry only this word. */
export const solvedLabel = "Solved";

/** The post page's reply order control and the accepted answer's label (the guest's post page carries these). */
export const replySortTexts = {
  label: "Sort replies",
  sorts: { best: "Best", oldest: "Oldest", newest: "Newest" } satisfies Record<ReplySort, string>,
  acceptedAnswer: "Accepted answer",
} as const;

/** The answer filters of the feed, a community and a profile: a labelled select and its removable chip. */
export const answerFilterTexts = {
  label: "Show",
  all: "All questions",
  none: "No questions match this filter.",
  filters: { unanswered: "Unanswered", unsolved: "Unsolved", solved: solvedLabel } satisfies Record<
    AnswerFilter,
    string
  >,
} as const;
