import { answerFilters, replySorts, replySortTexts, solvedLabel } from "./answer-labels.ts";

export * from "./answer-labels.ts";

/** Accepted answers (API.md "Answers"): the accept controls (a lazy chunk) and the server's messages. No zod here. */

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
