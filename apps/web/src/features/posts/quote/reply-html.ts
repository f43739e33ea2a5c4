const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;

/**
 * The reply box's text as HTML: a paragraph a line, and lines starting with "> " (a quote, quote-text.ts) as one
 * blockquote each run.
 */
export function replyHtml(text: string): string {
  let html = "";
  let quoted: string[] = [];
  const endQuote = () => {
    if (quoted.length) html += `<blockquote>${quoted.map(paragraph).join("")}</blockquote>`;
    quoted = [];
  };
  for (const line of text.split(/\n+/)) {
    if (/^>( |$)/.test(line)) {
      if (line.slice(2).trim()) quoted.push(line.slice(2));
    } else {
      endQuote();
      html += paragraph(line);
    }
  }
  endQuote();
  return html;
}
