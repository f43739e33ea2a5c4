import { INT32_MAX, limits, truncate } from "@forum/contract";
import { absoluteUrl, originNow, type PublicUrls } from "../../platform/public-user.ts";
import { type ShareHead, shareHead } from "../../platform/share-head.ts";
import type { AnnouncementsRepository } from "./announcements.repository.ts";

const announcementPath = /^\/forum\/announcements\/(\d{1,10})(?:[/?#]|$)/;

/** The page of an announcement carries its title, a 160-character description and its picture, as a post's does. */
export function createAnnouncementSharePreview(repo: AnnouncementsRepository, urls: PublicUrls) {
  return async function headFor(url: string): Promise<ShareHead | null> {
    const id = Number(announcementPath.exec(url)?.[1] ?? 0);
    if (!id || id > INT32_MAX) return null;
    const row = await repo.one(id);
    if (!row) return null;
    return shareHead({
      title: row.title,
      description: truncate(row.contentText, limits.metaDescriptionLength),
      url: `${originNow(urls.publicUrl)}/forum/announcements/${row.id}`,
      image: absoluteUrl(urls, row.image),
    });
  };
}
