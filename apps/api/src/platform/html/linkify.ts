import { LinkifyIt, type Match } from "linkify-it";
import { formulaSpans } from "./tex.ts";

export const LINK_REL = "noopener nofollow ugc";

// Bare domains ("unilag.edu.ng/portal") are found against a known-TLD list (linkify-it's common ones, every two-letter
// country code, and a few popular newer ones), so "e.g.", "notes.pdf" and "1.2.3" never turn into links.
const linker = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false })
  .add("ftp:", null)
  .add("//", null)
  .tlds(["africa", "app", "dev", "online", "tech"], true);

// Country codes that are also everyday file extensions: "readme.md" or "main.py" alone is a file, not a site.
const fileLike = new Set(["ai", "cs", "md", "mk", "ml", "pl", "ps", "py", "rs", "sh", "so"]);

/** Whether a match is a link the student meant; schemes and www. are explicit, bare domains need a second look. */
function meant(m: Match): boolean {
  if (m.schema !== "" || /^www\./i.test(m.raw)) return true;
  const host = m.raw.split(/[/?#:]/)[0] ?? "";
  const tld = host.slice(host.lastIndexOf(".") + 1);
  if (tld !== tld.toLowerCase()) return false; // "home.It was late": a sentence missing its space
  return !(host.length === m.raw.length && fileLike.has(tld));
}

// Sanitised HTML escapes only these in text; a match is found on the decoded text and written back escaped.
const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, "&quot;");

/** `budget.left`: characters the links may still add; a link that would pass it stays plain text. */
function linkText(part: string, budget: { left: number }): string {
  const text = decode(part);
  const formulas = formulaSpans(text);
  const outside = (m: Match) => !formulas.some(([start, end]) => m.index < end && m.lastIndex > start);
  const matches = (linker.match(text) ?? []).filter((m) => meant(m) && outside(m));
  if (!matches.length) return part;
  let out = "";
  let at = 0;
  for (const m of matches) {
    // Core §5: a link without http(s) gets https:// (linkify-it would give http://).
    const href = m.schema === "" ? `https://${m.raw}` : m.url;
    const before = escapeText(text.slice(at, m.index));
    const raw = escapeText(m.raw);
    const link = `<a href="${escapeAttr(href)}" target="_blank" rel="${LINK_REL}">${raw}</a>`;
    if (link.length - raw.length > budget.left) break;
    budget.left -= link.length - raw.length;
    out += before + link;
    at = m.lastIndex;
  }
  return out + escapeText(text.slice(at));
}

/**
 * Bare URLs and domains in text become links opening in a new tab. Works on sanitised HTML ("<" always opens a tag).
 * The result stays within `maxLength` (API.md's bound on stored content): past it, the remaining addresses stay text,
 * so a page of "a.com a.com ..." cannot grow twelvefold into links.
 */
export function linkify(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  let insideLink = 0;
  const budget = { left: maxLength - html.length };
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<a[\s>]/i.test(part)) insideLink++;
        else if (/^<\/a>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      return insideLink || !part || budget.left <= 0 ? part : linkText(part, budget);
    })
    .join("");
}
