import { productName } from "@forum/contract";

/** Text safe inside a double- or single-quoted attribute. */
export const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page's own `<title>` text and preview tags, as `registerWebApp` puts them into index.html. */
export type ShareHead = { title: string; tags: string };

/**
 * Link previews for X, Facebook and chat apps, which read the HTML and run no JavaScript: the title, the description
 * (already cut to its 160 characters), the address and the picture, as description, Open Graph and Twitter tags.
 */
export function shareHead(page: { title: string; description: string; url: string; image: string | null }): ShareHead {
  const { title, description, url, image } = page;
  const tags = [
    ["name", "description", description],
    ["property", "og:type", "article"],
    ["property", "og:site_name", productName],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ...(image ? [["property", "og:image", image]] : []),
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value!)}">`)
    .join("\n    ");
  return { title: escapeAttr(`${title} | ${productName}`), tags };
}
