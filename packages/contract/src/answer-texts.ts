import { answerFilters } from "./answer-filter-labels.ts";
import { acceptedAnswerLabel, type ReplySort, replySorts, solvedLabel } from "./answer-labels.ts";

export * from "./answer-filter-labels.ts";
export * from "./answer-labels.ts";

/**
 * Accepted answers (API.md "Answers"): the reply order select and the accept controls (lazy chunks) and the
 * server's messages. No zod here.
 */

/** The post page's reply order control (loaded once a post has two replies to order). */
export const replySortTexts = {
  label: "Sort replies",
  sorts: { best: "Best", oldest: "Oldest", newest: "Newest" } satisfies Record<ReplySort, string>,
} as const;

/** A community's or a profile's list when no question matches its answer filter (the lazy filter bar says it). */
export const answerFilterEmpty = "No questions match this filter.";

/** The accept controls (signed in, a lazy chunk). */
export const answerTexts = {
  solved: solvedLabel,
  acceptedAnswer: acceptedAnswerLabel,
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
