/**
 * The demo texts are written in a tiny markup (paragraph strings, `{ ul }` / `{ ol }` lists, **bold**, *italic*,
 * [label](https://...)) so that the stored HTML and its plain-text twin can never drift apart.
 */
export type Block = string | { ul: string[] } | { ol: string[] };

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((https:\/\/[^)\s]+)\)/g;

function inlineHtml(s: string): string {
  let out = "";
  let last = 0;
  for (const m of s.matchAll(INLINE)) {
    out += escapeHtml(s.slice(last, m.index));
    const [, bold, em, label, href] = m;
    if (bold !== undefined) out += `<strong>${escapeHtml(bold)}</strong>`;
    else if (em !== undefined) out += `<em>${escapeHtml(em)}</em>`;
    else
      out += `<a href="${escapeHtml(href ?? "")}" target="_blank" rel="noopener nofollow ugc">${escapeHtml(label ?? "")}</a>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(s.slice(last));
}

const inlineText = (s: string) => s.replace(INLINE, (_m, bold, em, label) => bold ?? em ?? label);

function blockHtml(block: Block): string {
  if (typeof block === "string") return `<p>${inlineHtml(block)}</p>`;
  const [tag, items] = "ul" in block ? ["ul", block.ul] : ["ol", block.ol];
  return `<${tag}>${items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</${tag}>`;
}

function blockText(block: Block): string {
  if (typeof block === "string") return inlineText(block);
  return ("ul" in block ? block.ul : block.ol).map(inlineText).join("\n");
}

/** HTML as the post sanitiser would store it, plus `content_text` for previews and search. */
export function renderBody(body: Block[] | string): { content: string; contentText: string } {
  const blocks = typeof body === "string" ? [body] : body;
  return { content: blocks.map(blockHtml).join(""), contentText: blocks.map(blockText).join("\n") };
}
