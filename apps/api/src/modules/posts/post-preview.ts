import { limits } from "@forum/contract";
import { htmlPreview, type Preview } from "../../platform/html/preview.ts";
import { richSource } from "../../platform/html/rich-source.ts";

/** A preview reads at most this much markup: 400 characters of text with links and formatting fit many times over. */
const PREVIEW_HTML_MAX = 8_192;

// Keyed by the row's post object: rows are shared through the post rows cache and guest pages, so a preview is cut
// once per cached row, and goes with it.
const previews = new WeakMap<object, Preview>();

/** A list's card: the content cut to the spec's 400-character preview (core §9), still valid HTML (API.md). */
export function contentPreview(post: { content: string }): Preview {
  let preview = previews.get(post);
  if (!preview) {
    // A card shows a formula as its TeX and code without colours: no KaTeX stylesheet on the lists' pages.
    preview = htmlPreview(richSource(post.content), limits.previewLength, PREVIEW_HTML_MAX);
    previews.set(post, preview);
  }
  return preview;
}
