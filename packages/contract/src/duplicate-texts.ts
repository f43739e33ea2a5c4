/**
 * What a question closed as a duplicate shows (API.md "Answers"): kept apart from the ask-once texts, since the guest
 * post page carries these and its first download is near its budget.
 */
export const duplicateTexts = {
  /** The banner over a closed question, before the link to the original. */
  closedAs: "Closed as a duplicate of",
  /** Where the reply box was; also the server's 403 to a reply. */
  closed: "This question was closed as a duplicate.",
} as const;
