/** Elements that never hold others (`<br>`, `<img>`): they open nothing. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** Elements a parser closes when the same one opens again: `<p>a<p>b` is two paragraphs, not one inside the other. */
const SIBLINGS = new Set(["p", "li", "dt", "dd", "option", "tr", "td", "th"]);
// Any start or end tag, whatever its name (unknown ones still cost the parser); comments and text are skipped.
const TAG = /<(\/?)([a-z][^\s/>]*)[^>]*>/gi;

/**
 * Whether raw HTML opens elements more than `max` deep. One pass with a stack of at most `max + 1` names, no parsing:
 * it runs on the event loop before anything is sanitised, so `<b>` repeated 300,000 times costs a scan, not a parse.
 * An end tag closes up to its open element, as a browser would; an end tag with no open element is ignored.
 */
export function nestedDeeperThan(html: string, max: number): boolean {
  const open: string[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (VOID.has(name) || m[0].endsWith("/>")) continue;
    if (SIBLINGS.has(name) && open[open.length - 1] === name) open.pop();
    open.push(name);
    if (open.length > max) return true;
  }
  return false;
}
