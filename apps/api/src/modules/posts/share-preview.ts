import { limits, productName, truncate } from "@forum/contract";
import { absoluteUrl, originNow, type PublicUrls } from "../../platform/public-user.ts";
import { type ShareHead, shareHead } from "../../platform/share-head.ts";
import type { GuestPostPages } from "./guest-post-pages.ts";

const postPath = /^\/forum\/post\/([0-9a-f-]{36})(?:[/?#]|$)/i;

/**
 * The page of a public post carries its title and a 160-character description for link previews. Drafts and
 * community posts are never described. The post is the one of the guests' shared page, read once for both.
 */
export function createSharePreview(pages: Pick<GuestPostPages, "post">, urls: PublicUrls) {
  return async function headFor(url: string): Promise<ShareHead | null> {
    const uuid = postPath.exec(url)?.[1];
    if (!uuid) return null;
    const post = await pages.post(uuid);
    if (post?.status !== "published" || post.communityId || post.type !== "post") return null;
    return shareHead({
      title: post.title ?? productName,
      description: truncate(post.contentText, limits.metaDescriptionLength),
      url: `${originNow(urls.publicUrl)}/forum/post/${post.uuid}`,
      image: absoluteUrl(urls, post.images[0] ?? null),
    });
  };
}
export type SharePreview = ReturnType<typeof createSharePreview>;
