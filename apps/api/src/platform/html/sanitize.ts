import { contentMessages, limits } from "@forum/contract";
import sanitizeHtml from "sanitize-html";
import { invalidField } from "../errors.ts";
import { UPLOADS_PREFIX } from "../storage.ts";
import { LINK_REL, linkify } from "./linkify.ts";

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
const safeScheme = /^(https?|mailto):/i;

/** Core §5: links without http(s) get https://; other schemes (javascript:, data:...) lose their href. */
function fixHref(href: string | undefined): string | undefined {
  const value = (href ?? "").trim();
  if (!value) return undefined;
  if (hasScheme.test(value)) return safeScheme.test(value) ? value : undefined;
  return `https://${value.replace(/^\/+/, "")}`;
}

const options = (origins: readonly string[]): sanitizeHtml.IOptions => ({
  // What the editor's toolbar makes: headings, fonts, lists, bold/italic/underline, alignment, links, images.
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "blockquote",
    "pre",
    "code",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    "*": ["class", "style"],
  },
  // A code block's language (issue 26): the server highlights it after sanitising (rich-content.ts).
  allowedClasses: { "*": [/^ql-(align|font|size|indent)-[a-z0-9-]+$/], code: [/^language-[a-z0-9+#-]{1,20}$/] },
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = fixHref(attribs.href);
      const fixed: sanitizeHtml.Attributes = href ? { href, target: "_blank", rel: LINK_REL } : {};
      return { tagName, attribs: fixed };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  // Images only from our own storage: a hot-linked image would leak readers' IP addresses to any host. Ours are
  // named on any of our origins (PUBLIC_URL's default and the writer's own, request-origin.ts).
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    !["", ...origins].some((origin) => frame.attribs.src?.startsWith(`${origin}${UPLOADS_PREFIX}`)),
});

/**
 * Sanitises user HTML at write time (allow-list), fixes and adds links; the result is at most `maxLength` characters
 * (API.md: 64 KB), or a 422 on `content`. CPU-heavy on big input: the app calls it in the worker pool
 * (platform/workers), after the cheap nesting check.
 */
export function sanitizeContent(
  html: string,
  origins: string | readonly string[],
  maxLength: number = limits.contentHtmlMax,
): string {
  const clean = sanitizeHtml(html, options(typeof origins === "string" ? [origins] : origins));
  // Escaping can lengthen raw input ("&" becomes "&amp;"); editor HTML arrives escaped and keeps its length.
  if (clean.length > maxLength) throw invalidField("content", contentMessages.htmlTooLong);
  return linkify(clean, maxLength).trim();
}

/** The text of sanitised HTML, for previews and search. */
export function contentText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-4]|li|blockquote|pre)>|<br\s*\/?>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
