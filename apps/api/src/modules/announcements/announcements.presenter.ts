import { type Announcement, announcementLimits } from "@forum/contract";
import { htmlPreview } from "../../platform/html/preview.ts";
import { absoluteUrl, type PublicUrls } from "../../platform/public-user.ts";
import type { AnnouncementRow } from "./announcements.repository.ts";

/** A card reads at most this much markup (as a post's preview does). */
const PREVIEW_HTML_MAX = 8_192;

/** An announcement as answered: `whole` for its own page and the console, the card's preview in lists. */
export function toAnnouncement(row: AnnouncementRow, urls: PublicUrls, whole = false): Announcement {
  const content = whole
    ? row.content
    : htmlPreview(row.content, announcementLimits.previewLength, PREVIEW_HTML_MAX).html;
  return {
    id: row.id,
    title: row.title,
    content,
    image: absoluteUrl(urls, row.image),
    created_at: row.createdAt.toISOString(),
    is_featured: row.isFeatured,
    category:
      row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
  };
}
