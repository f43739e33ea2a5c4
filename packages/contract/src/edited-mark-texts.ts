/**
 * The "edited" mark beside a post's or reply's time (API.md "Answers"). A file apart from the history dialog's texts
 * (revision-texts.ts): a bundler puts a whole module into one chunk, and the post page's first download is tight.
 */
export const editedMarkTexts = {
  edited: "edited",
  /** The button's name for screen readers and its tooltip: when, and what pressing it shows. */
  label: (when: string) => `Edited ${when}. Show earlier versions`,
} as const;
