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

export const answerTexts = {
  solved: "Solved",
  acceptedAnswer: "Accepted answer",
  accept: "Accept answer",
  undo: "Undo",
  accepting: "Accepting...",
  undoing: "Undoing...",
  acceptFailed: "We could not accept this answer. Please try again.",
  undoFailed: "We could not undo the accepted answer. Please try again.",
  sortLabel: "Sort replies",
  sorts: { best: "Best", oldest: "Oldest", newest: "Newest" } satisfies Record<ReplySort, string>,
  filters: { unanswered: "Unanswered", unsolved: "Unsolved", solved: "Solved" } satisfies Record<AnswerFilter, string>,
  filterLabel: "Show",
  removeFilter: (name: string) => `Remove filter ${name}`,
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
