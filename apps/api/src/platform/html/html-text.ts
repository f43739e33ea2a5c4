/** Sanitised HTML escapes only these in text (sanitize-html, linkify.ts); decoding them gives what was typed. */
export const decodeText = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

export const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What renderings may still add to stored content (API.md's 64 KB): past it, the rest stays as typed. */
export type Budget = { left: number };

/** `out` in place of `source` when the budget allows it (and takes its growth from the budget), else `source`. */
export function withinBudget(source: string, out: string, budget: Budget): string {
  const growth = out.length - source.length;
  if (growth > budget.left) return source;
  budget.left -= growth;
  return out;
}
