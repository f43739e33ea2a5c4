import { limits, productName, truncate } from "@forum/contract";
import { absoluteUrl, type PublicUrls } from "../../platform/public-user.ts";
import type { PostsRepository } from "./posts.repository.ts";

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const postPath = /^\/forum\/post\/([0-9a-f-]{36})(?:[/?#]|$)/i;

/**
 * Link previews for X, Facebook and chat apps, which read the HTML and run no JavaScript: the page of a public post
 * carries its title and a 160-character description. Drafts and community posts are never described.
 */
export function createSharePreview(repo: PostsRepository, urls: PublicUrls) {
  const { publicUrl } = urls;
  return async function headFor(url: string): Promise<{ title: string; tags: string } | null> {
    const uuid = postPath.exec(url)?.[1];
    if (!uuid) return null;
    const row = await repo.findOne(uuid);
    if (row?.post.status !== "published" || row.post.communityId || row.post.type !== "post") return null;
    const title = row.post.title ?? productName;
    const description = truncate(row.post.contentText, limits.metaDescriptionLength);
    const image = absoluteUrl(urls, row.post.images[0] ?? null);
    const tags = [
      ["name", "description", description],
      ["property", "og:type", "article"],
      ["property", "og:site_name", productName],
      ["property", "og:title", title],
      ["property", "og:description", description],
      ["property", "og:url", `${publicUrl}/forum/post/${row.post.uuid}`],
      ...(image ? [["property", "og:image", image]] : []),
      ["name", "twitter:card", image ? "summary_large_image" : "summary"],
      ["name", "twitter:title", title],
      ["name", "twitter:description", description],
    ]
      .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value!)}">`)
      .join("\n    ");
    return { title: escapeAttr(`${title} | ${productName}`), tags };
  };
}
export type SharePreview = ReturnType<typeof createSharePreview>;
