import { highlightCode } from "./code-highlight.ts";
import type { Budget } from "./html-text.ts";
import { FORMULAS_MAX, renderTexText } from "./tex.ts";

export { richSource } from "./rich-source.ts";

/**
 * Sanitised HTML with its TeX rendered (KaTeX HTML with MathML) and its code blocks highlighted, at write time so that
 * readers download no maths or highlighting library. Runs in the worker pool after sanitising: the markup it adds is
 * the server's own (KaTeX's inline styles included), never the writer's. TeX inside `<code>` or `<pre>` stays text.
 * The result stays within `maxLength`: what no longer fits stays as typed.
 */
export function renderRich(html: string, maxLength: number): string {
  const budget: Budget = { left: maxLength - html.length };
  const count = { left: FORMULAS_MAX };
  let verbatim = 0;
  const withTex = html.includes("\\(") || html.includes("\\[") || html.includes("$$");
  const rendered = !withTex
    ? html
    : html
        .split(/(<[^>]*>)/)
        .map((part) => {
          if (part.startsWith("<")) {
            if (/^<(pre|code)[\s>]/i.test(part)) verbatim++;
            else if (/^<\/(pre|code)>/i.test(part)) verbatim = Math.max(0, verbatim - 1);
            return part;
          }
          return verbatim || !part ? part : renderTexText(part, budget, count);
        })
        .join("");
  return highlightCode(rendered, budget);
}
