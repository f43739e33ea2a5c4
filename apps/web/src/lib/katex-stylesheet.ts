import katexCss from "katex/dist/katex.min.css?url";
import { useEffect } from "react";

/**
 * The KaTeX stylesheet (and, through it, its fonts) for a page that shows a formula, and only for one (issue 26): the
 * server stores formulas rendered, so a page needs no maths script, and a post without maths not even this. Added
 * once to the document's head, as the built asset's URL, when some content holds KaTeX's markup.
 */
export function useKatexStylesheet(html: string | undefined) {
  const needed = html?.includes('class="katex') ?? false;
  useEffect(() => {
    if (!needed || document.querySelector(`link[href="${katexCss}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = katexCss;
    document.head.append(link);
  }, [needed]);
}
