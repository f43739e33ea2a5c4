import { mentionTexts } from "@forum/contract/texts";

/** How much of a selection a quote keeps: a quote points at what is answered, it does not copy it. */
const QUOTE_MAX = 1_000;

/**
 * The start of a reply quoting `text`: "> Ada wrote:" and the text, each line marked "> " (../reply-html.ts makes it a
 * blockquote). `by` empty (an anonymous post or reply) names no one.
 */
export function quoteText(by: string, text: string): string {
  const cut = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX).trimEnd()}...` : text;
  const lines = cut
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  return `${[mentionTexts.wrote(by || mentionTexts.anonymous), ...lines].map((l) => `> ${l}`).join("\n")}\n\n`;
}
