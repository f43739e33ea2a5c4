import { limits, productName, truncate } from "@forum/contract";
import { absoluteUrl, originNow, type PublicUrls } from "../../platform/public-user.ts";
import { type ShareHead, shareHead } from "../../platform/share-head.ts";
import type { PostsRepository } from "./posts.repository.ts";

const postPath = /^\/forum\/post\/([0-9a-f-]{36})(?:[/?#]|$)/i;

/**
 * The page of a public post carries its title and a 160-character description for link previews. Drafts and
 * community posts are never described.
 */
export function createSharePreview(repo: PostsRepository, urls: PublicUrls) {
  return async function headFor(url: string): Promise<ShareHead | null> {
    const uuid = postPath.exec(url)?.[1];
    if (!uuid) return null;
    const row = await repo.findOne(uuid);
    if (row?.post.status !== "published" || row.post.communityId || row.post.type !== "post") return null;
    return shareHead({
      title: row.post.title ?? productName,
      description: truncate(row.post.contentText, limits.metaDescriptionLength),
      url: `${originNow(urls.publicUrl)}/forum/post/${row.post.uuid}`,
      image: absoluteUrl(urls, row.post.images[0] ?? null),
    });
  };
}
export type SharePreview = ReturnType<typeof createSharePreview>;
