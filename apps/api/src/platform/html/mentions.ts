import { formulaSpans } from "./tex.ts";

/**
 * @mentions in sanitised HTML (API.md: an `@username` becomes a link to the student's profile). Two steps, both in the
 * worker pool, with the database between them: the sanitise step names the candidates (`mentionCandidates`), the
 * write service keeps those that are usernames, and `linkMentions` links them. Text inside a link, code or
 * preformatted block (and a formula's MathML) is never a mention.
 */

/** An "@" not preceded by a word character, "@", "/" or "." (e-mail addresses, paths), then a username's characters. */
const mention = /(^|[^A-Za-z0-9_.@/])@([A-Za-z0-9][A-Za-z0-9_.]{0,29})/g;
/** Tags whose text is no mention: links (an existing one, or ours), code, preformatted text, MathML. */
const opaque = /^<(\/?)(a|code|pre|math)[\s>]/i;
/** A mention link as stored, or as it comes back from the editor once sanitised (another origin, target, rel). */
const storedMention = /<a\s[^>]*href="[^"]*\/profile\/\d+"[^>]*>(@[A-Za-z0-9][A-Za-z0-9_.]*)<\/a>/g;

/** A rendered formula (KaTeX's outer span, html/tex.ts): its text is maths, never a mention. */
const formulaStart = /^<span\s[^>]*class="katex(-display)?"/;

/**
 * Calls `each` with every text part of `html` that may hold mentions, replacing it with what `each` answers. A
 * formula's text is skipped, typed (`\(...\)`, before rendering) or rendered (a KaTeX span, counted by nesting).
 */
function mapOpenText(html: string, each: (text: string) => string): string {
  let closed = 0;
  let formulaDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (formulaDepth > 0) formulaDepth += part.startsWith("<span") ? 1 : part.startsWith("</span") ? -1 : 0;
        else if (formulaStart.test(part)) formulaDepth = 1;
        const tag = opaque.exec(part);
        if (tag) closed = Math.max(0, closed + (tag[1] ? -1 : 1));
        return part;
      }
      if (closed || formulaDepth || !part.includes("@")) return part;
      return outsideFormulas(part, each);
    })
    .join("");
}

/** `each` applied to the parts of a text outside its typed formulas. */
function outsideFormulas(text: string, each: (text: string) => string): string {
  let out = "";
  let from = 0;
  for (const [start, end] of formulaSpans(text)) {
    out += each(text.slice(from, start)) + text.slice(start, end);
    from = end;
  }
  return out + each(text.slice(from));
}

/** A mention's username as written, and without the trailing dots that end a sentence ("thanks @ada."). */
const spellings = (name: string) => [...new Set([name, name.replace(/\.+$/, "")])].filter(Boolean);

/**
 * Earlier mention links back to plain "@name": a post being edited arrives with them, and they are resolved again
 * (the student may have been renamed, or the mention is new to this version).
 */
export const unwrapMentions = (html: string) => html.replace(storedMention, "$1");

/** The lower-cased usernames `html` may mention, in order of appearance, at most `max`. */
export function mentionCandidates(html: string, max = 50): string[] {
  const found = new Set<string>();
  mapOpenText(html, (text) => {
    for (const m of text.matchAll(mention)) for (const s of spellings(m[2]!)) found.add(s.toLowerCase());
    return text;
  });
  return [...found].slice(0, max);
}

export type MentionTarget = { username: string; id: number };

/**
 * Each "@username" of a known student becomes `<a href="{profileBase}{id}" class="mention">@username</a>`. The result
 * stays within `maxLength` (API.md's bound on stored content): past it, the remaining mentions stay text.
 */
export function linkMentions(html: string, targets: MentionTarget[], profileBase: string, maxLength: number): string {
  const byName = new Map(targets.map((t) => [t.username.toLowerCase(), t.id]));
  let left = maxLength - html.length;
  return mapOpenText(html, (text) =>
    text.replace(mention, (whole, before: string, name: string) => {
      const spelled = spellings(name).find((s) => byName.has(s.toLowerCase()));
      if (spelled === undefined) return whole;
      const link = `<a href="${profileBase}${byName.get(spelled.toLowerCase())}" class="mention">@${spelled}</a>`;
      if (link.length - spelled.length - 1 > left) return whole;
      left -= link.length - spelled.length - 1;
      return `${before}${link}${name.slice(spelled.length)}`;
    }),
  );
}
