import { escapeAttr } from "./share-head.ts";

/**
 * The page's main image (a post's first), asked for at once and ahead of scripts: without it the browser finds the
 * image only once the app has rendered the post. The `<img>` must use the same URL (and, once it has them, the same
 * srcset and sizes as `imagesrcset`/`imagesizes` here), or the image is downloaded twice.
 */
export function imagePreloadLink(href: string): string {
  const attrs = [`rel="preload"`, `as="image"`, `href="${escapeAttr(href)}"`, `fetchpriority="high"`];
  return `<link ${attrs.join(" ")}>`;
}
