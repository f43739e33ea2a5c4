/**
 * Accepted answers and the order of replies (API.md "Answers"): what the post page, the cards and the filters say.
 * No zod here: the cards and the home route read it.
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

/** The accept controls (signed in, a lazy chunk). */
export const answerTexts = {
  solved: solvedLabel,
  acceptedAnswer: replySortTexts.acceptedAnswer,
  accept: "Accept answer",
  undo: "Undo",
  accepting: "Accepting...",
  undoing: "Undoing...",
  acceptFailed: "We could not accept this answer. Please try again.",
  undoFailed: "We could not undo the accepted answer. Please try again.",
} as const;

export const answerMessages = {
  accepted: "The answer was accepted.",
  unaccepted: "The question is unsolved again.",
  notAReply: "Choose a published reply of this question.",
  notAQuestion: "Only a published question can have an accepted answer.",
  notAllowed: "Only the question's author or a moderator can choose its answer.",
  sortInvalid: `Sort replies by ${replySorts.join(", ")}.`,
  filterInvalid: `Filter by ${answerFilters.join(", ")}.`,
} as const;
