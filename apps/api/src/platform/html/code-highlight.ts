import { codeLanguages } from "@forum/contract";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import matlab from "highlight.js/lib/languages/matlab";
import php from "highlight.js/lib/languages/php";
import plaintext from "highlight.js/lib/languages/plaintext";
import python from "highlight.js/lib/languages/python";
import r from "highlight.js/lib/languages/r";
import rust from "highlight.js/lib/languages/rust";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import { type Budget, decodeText, withinBudget } from "./html-text.ts";

// The editor's choice (packages/contract codeLanguages), and nothing else: highlight.js core, not its 190 languages.
const grammars = {
  bash,
  c,
  cpp,
  csharp,
  css,
  go,
  java,
  javascript,
  json,
  kotlin,
  matlab,
  php,
  plaintext,
  python,
  r,
  rust,
  sql,
  typescript,
  xml,
};
for (const [name, grammar] of Object.entries(grammars)) {
  hljs.registerLanguage(name, grammar);
}
const known = new Set<string>(codeLanguages.map((l) => l.id));

// A code element as the sanitiser leaves it: the one class it may keep, and text only (an element inside it, bold
// say, keeps the block as it is).
const CODE_BLOCK = /<code class="language-([a-z0-9+#-]{1,20})">([^<]*)<\/code>/g;

/**
 * Code blocks of sanitised HTML (`<pre><code class="language-x">`) highlighted with highlight.js's spans
 * (`hljs-keyword`...), coloured by a few rules of the web app's post styles. A language outside the list, or a
 * highlighting the budget does not allow, leaves the block plain.
 */
export function highlightCode(html: string, budget: Budget): string {
  if (!html.includes('<code class="language-')) return html;
  return html.replace(CODE_BLOCK, (block, language: string, code: string) => {
    if (!known.has(language) || language === "plaintext" || !code) return block;
    const spans = hljs.highlight(decodeText(code), { language, ignoreIllegals: true }).value;
    return withinBudget(block, `<code class="language-${language}">${spans}</code>`, budget);
  });
}
