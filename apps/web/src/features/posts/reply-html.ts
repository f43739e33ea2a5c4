const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paragraph = (line: string) => `<p>${escapeText(line)}</p>`;
// A code block in the reply box (issue 26): a line of ``` with the language, the code, a line of ```.
const FENCE = /^```([a-z0-9+#-]*)$/;
const block = (language: string, lines: string[]) =>
  `<pre><code class="language-${language || "plaintext"}">${escapeText(lines.join("\n"))}</code></pre>`;

/**
 * The reply box's text as content: a paragraph a line (blank lines dropped); fenced blocks as code blocks in their
 * language, which the server highlights; lines starting with "> " (a quote, quote/quote-text.ts) as one blockquote
 * each run. TeX stays text: the server renders it.
 */
export function replyHtml(text: string): string {
  const out: string[] = [];
  let code: { language: string; lines: string[] } | null = null;
  let quoted: string[] = [];
  const endQuote = () => {
    if (quoted.length) out.push(`<blockquote>${quoted.map(paragraph).join("")}</blockquote>`);
    quoted = [];
  };
  for (const line of text.split("\n")) {
    if (code) {
      if (line.trim() === "```") {
        out.push(block(code.language, code.lines));
        code = null;
      } else code.lines.push(line);
      continue;
    }
    const fence = FENCE.exec(line.trim());
    if (fence) {
      endQuote();
      code = { language: fence[1] ?? "", lines: [] };
    } else if (/^>( |$)/.test(line)) {
      if (line.slice(2).trim()) quoted.push(line.slice(2));
    } else if (line.trim()) {
      endQuote();
      out.push(paragraph(line));
    }
  }
  endQuote();
  if (code) out.push(block(code.language, code.lines));
  return out.join("");
}
