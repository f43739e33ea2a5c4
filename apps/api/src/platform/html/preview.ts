export type Preview = { html: string; truncated: boolean };

const VOID = /^<(area|br|col|embed|hr|img|input|source|track|wbr)[\s/>]/i;
const ELLIPSIS = "...";

/**
 * The start of sanitised HTML with at most `maxChars` characters of text (an entity or an emoji is one), still valid
 * HTML: a prefix of the markup, an ellipsis where the text was cut, and the elements left open closed. Cheap and
 * bounded: it reads no further than `maxHtml` characters of markup (a post of empty tags is cut there too), so lists
 * can cut every row. `truncated` is false, and the HTML returned as is, when nothing but end tags follows the cut.
 *
 * Relies on sanitised HTML: tags are well formed and a ">" inside an attribute value is escaped.
 */
export function htmlPreview(html: string, maxChars: number, maxHtml: number): Preview {
  const open: string[] = [];
  let chars = 0;
  let end = 0; // the markup kept so far: html.slice(0, end)
  while (end < html.length && chars < maxChars) {
    let next: number;
    if (html[end] === "<") {
      const close = html.indexOf(">", end);
      if (close < 0) break;
      next = close + 1;
      if (next > maxHtml) break;
      const tag = html.slice(end, next);
      if (tag[1] === "/") {
        const at = open.lastIndexOf(tag.slice(2, -1).trim().toLowerCase());
        if (at >= 0) open.length = at;
      } else if (!VOID.test(tag) && !tag.endsWith("/>")) {
        open.push(/^<([^\s/>]+)/.exec(tag)?.[1]?.toLowerCase() ?? "span");
      }
    } else {
      const semi = html[end] === "&" ? html.indexOf(";", end) : -1;
      const code = html.charCodeAt(end);
      next = semi > end && semi - end <= 32 ? semi + 1 : code >= 0xd800 && code <= 0xdbff ? end + 2 : end + 1;
      if (next > maxHtml) break;
      chars++;
    }
    end = next;
  }
  // Only the end tags of what is open after the cut: nothing is left out, so the whole is answered.
  let rest = end;
  for (let n = 0; n < open.length && html[rest] === "<" && html[rest + 1] === "/"; n++) {
    const close = html.indexOf(">", rest);
    if (close < 0) break;
    rest = close + 1;
  }
  if (rest >= html.length) return { html, truncated: false };
  const closers = open
    .reverse()
    .map((name) => `</${name}>`)
    .join("");
  return { html: `${html.slice(0, end)}${ELLIPSIS}${closers}`, truncated: true };
}
