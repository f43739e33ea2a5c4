/**
 * Quill 2's semantic HTML turns every space into &nbsp;, which stops lines from wrapping and words from being found or
 * linked on the server; plain spaces are what was typed.
 */
export const plainSpaces = (html: string) => html.replace(/&nbsp;|\u00a0/g, " ");

/**
 * Stored content as the editor can hold it (issue 26): the server renders TeX to KaTeX and highlights code, which
 * Quill would flatten into garbled text. A formula goes back to its TeX between `\(...\)` or `\[...\]` (KaTeX keeps it
 * in the MathML annotation) and a code block to its plain text, its language on the `<pre>` for the code-block format
 * (quill-code-block.ts). The server turns them into the same HTML again on saving.
 */
export function editableHtml(html: string): string {
  if (!html.includes('class="katex') && !html.includes("<pre")) return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const formula of doc.body.querySelectorAll(".katex-display, .katex")) {
    const tex = formula.querySelector('annotation[encoding="application/x-tex"]')?.textContent;
    if (!formula.isConnected || tex == null) continue; // the inner .katex of a display formula went with it
    formula.replaceWith(formula.classList.contains("katex-display") ? `\\[${tex}\\]` : `\\(${tex}\\)`);
  }
  for (const code of doc.body.querySelectorAll("pre > code")) {
    const pre = code.parentElement as HTMLElement;
    const language = /(?:^|\s)language-([a-z0-9+#-]+)/.exec(code.className)?.[1];
    if (language) pre.dataset.language = language;
    pre.textContent = code.textContent;
  }
  return doc.body.innerHTML;
}
