/**
 * The "edited" mark beside a post's or reply's time and its history dialog (API.md "Answers"). A file of its own: the
 * post page's first download takes only the mark's words, the dialog's ride in its own chunk.
 */
export const editedMarkTexts = {
  edited: "edited",
  /** The button's name for screen readers and its tooltip: when, and what pressing it shows. */
  label: (when: string) => `Edited ${when}. Show earlier versions`,
} as const;

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
