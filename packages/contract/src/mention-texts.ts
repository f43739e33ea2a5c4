/** @mentions and quoting (API.md "Answers"): the suggestion list under the editor and the Quote button. */
export const mentionTexts = {
  /** The suggestion list's name for screen readers. */
  suggestions: "Students to mention",
  quote: "Quote",
  quoteLabel: "Quote the selected text in a reply",
  /** The first line of a quote; an anonymous author is never named. */
  wrote: (name: string) => `${name} wrote:`,
  anonymous: "Anonymous",
} as const;
