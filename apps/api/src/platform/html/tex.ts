import katex from "katex";
import { type Budget, decodeText, escapeText, withinBudget } from "./html-text.ts";

/** Longest formula rendered (characters of TeX between its delimiters): a longer one stays as typed. */
export const TEX_MAX = 1_000;
/** Formulas rendered per post: the rest stay as typed, so a post of 4,000 tiny invalid formulas costs little. */
export const FORMULAS_MAX = 100;

// API.md: `\(...\)` inline, `\[...\]` or `$$...$$` display; a single `$` is text ("$5 and $10"). Bounded lengths keep
// the search linear: an opener with no closer looks at most TEX_MAX characters ahead.
const FORMULA = new RegExp(
  `\\\\\\(([^]{1,${TEX_MAX}}?)\\\\\\)|\\\\\\[([^]{1,${TEX_MAX}}?)\\\\\\]|\\$\\$([^]{1,${TEX_MAX}}?)\\$\\$`,
  "g",
);

// Hostile TeX: no links or classes from input (trust), sizes and macro expansion bounded (`\def\a{\a\a}\a` stops
// after maxExpand steps and throws), unknown or non-standard input rendered as far as KaTeX can (strict).
const options = (displayMode: boolean): katex.KatexOptions => ({
  displayMode,
  output: "htmlAndMathml",
  throwOnError: true,
  trust: false,
  strict: "ignore",
  maxSize: 10,
  maxExpand: 1000,
});

// A macro defined in a formula serves only that formula, and it is how TeX multiplies: maxExpand counts expansions,
// not what each brings, so 150 calls of a 600-character body made 5.7 MB of HTML in 2 s (measured). Such a formula
// stays as typed.
const DEFINES_MACRO =
  /\\(?:[egx]?def|let|futurelet|global|(?:re)?newcommand|providecommand|newenvironment|DeclareMathOperator)(?![a-zA-Z])/;

/** Where the formulas of a text are ([start, end) pairs): linkify.ts leaves an address inside one as TeX. */
export function formulaSpans(text: string): [number, number][] {
  if (!text.includes("\\") && !text.includes("$$")) return [];
  FORMULA.lastIndex = 0; // matchAll starts where the shared expression was left
  return Array.from(text.matchAll(FORMULA), (m) => [m.index, m.index + m[0].length]);
}

/** KaTeX HTML with MathML for one formula, or null when it is not valid TeX (or too deep for KaTeX to read). */
export function renderFormula(tex: string, displayMode: boolean): string | null {
  if (!tex.trim() || DEFINES_MACRO.test(tex)) return null;
  try {
    return katex.renderToString(tex, options(displayMode));
  } catch {
    return null; // a ParseError, or a RangeError from nesting deeper than the stack: shown as typed
  }
}

/**
 * One text part of sanitised HTML (escaped, no tags) with its formulas rendered; invalid TeX, and what the budget or
 * the count no longer allow, stays as typed (escaped, delimiters included).
 */
export function renderTexText(part: string, budget: Budget, count: { left: number }): string {
  const text = decodeText(part);
  FORMULA.lastIndex = 0;
  if (!FORMULA.test(text)) return part;
  let out = "";
  let at = 0;
  FORMULA.lastIndex = 0;
  for (let m = FORMULA.exec(text); m; m = FORMULA.exec(text)) {
    if (count.left <= 0) break;
    count.left--;
    const source = escapeText(m[0]);
    const html = renderFormula(m[1] ?? m[2] ?? m[3] ?? "", m[1] === undefined);
    const kept = html ? withinBudget(source, html, budget) : source;
    // The first rendering that does not fit ends the rendering: the time spent stays bounded by what is stored.
    if (html && kept === source) count.left = 0;
    out += escapeText(text.slice(at, m.index)) + kept;
    at = m.index + m[0].length;
  }
  return out + escapeText(text.slice(at));
}
