import { imageStripSizes, responsiveSources } from "@forum/contract/helpers";
import { escapeAttr } from "./share-head.ts";

/**
 * The page's main image (a post's first), asked for at once and ahead of scripts: without it the browser finds the
 * image only once the app has rendered the post. It names the same AVIF variants and sizes as the page's <picture>
 * (apps/web responsive-image.tsx, image-strip.tsx), so the browser picks the same file and downloads it once; a browser
 * without AVIF skips the hint (type) and the page's WebP source serves it.
 */
export function imagePreloadLink(href: string, imagesOnPage = 1): string {
  const sources = responsiveSources(href);
  const attrs = [`rel="preload"`, `as="image"`, `href="${escapeAttr(href)}"`, `fetchpriority="high"`];
  if (sources) {
    attrs.push(
      `imagesrcset="${escapeAttr(sources.avif)}"`,
      `imagesizes="${escapeAttr(imageStripSizes(imagesOnPage))}"`,
      `type="image/avif"`,
    );
  }
  return `<link ${attrs.join(" ")}>`;
}
