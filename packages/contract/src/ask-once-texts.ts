/** Ask once (API.md "Answers"): similar questions while a title is typed, and closing a question as a duplicate. */
export const askOnceTexts = {
  suggestionsHeading: "Already asked?",
  /** Under the heading: the links open a new tab, so the question being typed stays where it is. */
  suggestionsHint: "Opens in a new tab; your question stays here.",
  solved: "Solved",
  replies: (n: number) => (n === 1 ? "1 reply" : `${n} replies`),
  closeAction: "Close as duplicate",
  reopenAction: "Reopen",
  dialogTitle: "Close as a duplicate",
  findLabel: "Original question: search by title or paste its link",
  findPlaceholder: "Title, or a link to the question",
  searching: "Searching...",
  noMatches: "No question matches yet.",
  choose: "Close as duplicate of this",
  closing: "Closing...",
  closedDone: "Closed as a duplicate.",
  reopenedDone: "Reopened: it takes replies again.",
  failed: "That did not work. Try again.",
  cancel: "Cancel",
} as const;

/** The server's refusals of POST /posts/{id}/duplicate (422 on `of`, 403 for who may not). */
export const duplicateMessages = {
  notModerator: "Only admins and the community's moderators can close a question as a duplicate.",
  originalMissing: "The original must be another published question you can see.",
  itself: "A question cannot be a duplicate of itself.",
  notAQuestion: "Only a question can be closed as a duplicate, and only of a question.",
  loop: "That question is itself closed as a duplicate of this one: close it the other way, or pick its original.",
  notClosed: "This question is not closed as a duplicate.",
} as const;
