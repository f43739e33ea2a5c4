// Any start or end tag with its attributes (sanitised or raw input alike; a ">" inside a quoted value ends it early,
// which only makes a rendering look like text and stay as it is).
const TAG = /<(\/?)([a-z][^\s/>]*)([^>]*)>/gi;
const KATEX = /\bclass="(katex|katex-display)"/;
const ANNOTATION = /<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/;

/**
 * Stored content turned back into what was typed, so that an edit sent back as loaded saves the same HTML: a KaTeX
 * rendering becomes its TeX (the MathML annotation KaTeX keeps) between `\(...\)` or `\[...\]`, and the highlighting
 * spans inside `<code>` go, leaving its text. Runs on raw input before the nesting check (a formula's markup is
 * deeper than content may be), so it is one linear pass over the tags, like that check; a rendering without its
 * annotation is left as it is.
 */
export function richSource(html: string): string {
  if (!html.includes('class="katex') && !html.includes('class="hljs-')) return html;
  let out = "";
  let at = 0; // html before `at` is in `out`
  let formula: { start: number; display: boolean; depth: number } | null = null;
  let code = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const end = m[1] === "/";
    const name = m[2]!.toLowerCase();
    if (formula) {
      if (name !== "span") continue;
      formula.depth += end ? -1 : 1;
      if (formula.depth > 0) continue;
      const tex = ANNOTATION.exec(html.slice(formula.start, TAG.lastIndex));
      if (tex) {
        out += html.slice(at, formula.start) + (formula.display ? `\\[${tex[1]}\\]` : `\\(${tex[1]}\\)`);
        at = TAG.lastIndex;
      }
      formula = null;
    } else if (name === "code") {
      code = Math.max(0, code + (end ? -1 : 1));
    } else if (name === "span" && code > 0) {
      out += html.slice(at, m.index);
      at = TAG.lastIndex;
    } else if (name === "span" && !end) {
      const katex = KATEX.exec(m[3] ?? "");
      if (katex) formula = { start: m.index, display: katex[1] === "katex-display", depth: 1 };
    }
  }
  return out + html.slice(at);
}
