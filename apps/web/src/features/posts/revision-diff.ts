import { diffWords } from "diff";

/** A run of words as it reads in the older version: kept, removed in the next one, or added by it. */
export type DiffPart = { text: string; change: "same" | "removed" | "added" };

const blocks = "p, div, li, blockquote, pre, h1, h2, h3, h4, h5, h6, tr, br";

/**
 * A version's sanitised HTML as the words a reader reads: blocks and line breaks become line ends, so a diff does not
 * glue the last word of one paragraph to the first of the next. Parsed inert (DOMParser runs no script, loads nothing).
 */
export function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const el of doc.body.querySelectorAll(blocks)) el.after("\n");
  return (
    doc.body.textContent
      ?.replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim() ?? ""
  );
}

/** What changed word by word from `older` to `newer` (jsdiff's diffWords, whitespace kept as typed). */
export function wordDiff(older: string, newer: string): DiffPart[] {
  return diffWords(older, newer).map((c) => ({
    text: c.value,
    change: c.added ? "added" : c.removed ? "removed" : "same",
  }));
}

export const hasChange = (parts: DiffPart[]) => parts.some((p) => p.change !== "same");
