/** The history dialog of an edited post or reply (API.md "Answers"): its own chunk takes these with it. */
/**
 * GET /posts/{id}/revisions answers at most this many earlier versions, the newest. Here rather than in `limits`,
 * which every page's first download carries: only the API and the history dialog need it.
 */
export const revisionsMax = 50;

export const revisionTexts = {
  title: "Earlier versions",
  loading: "Loading earlier versions...",
  failed: "Could not load the earlier versions.",
  retry: "Try again",
  empty: "No earlier versions.",
  current: "Current version",
  version: (n: number) => `Version ${n}`,
  replaced: (when: string) => `replaced ${when}`,
  /** How the marks read to a screen reader (and to anyone who cannot tell the colours apart). */
  added: "added",
  removed: "removed",
  legend: "Words struck through were removed in the next version; underlined words were added.",
  noTextChange: "No change in the text (only its formatting).",
  titleLabel: "Title",
  capped: (n: number) => `Showing the ${n} most recent versions.`,
} as const;
