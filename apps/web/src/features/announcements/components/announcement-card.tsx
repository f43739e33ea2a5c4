import type { Announcement } from "@forum/contract";
import { Megaphone } from "lucide-react";
import { useMemo } from "react";
import { htmlToText } from "../../../lib/html-text.ts";
import { Link } from "../../../lib/router/index.ts";
import { AnnouncementMeta, announcementPath } from "./announcement-meta.tsx";

/** The picture of a card, or a plain panel with the megaphone when it has none. */
export function AnnouncementPicture({ image, className = "" }: { image: string | null; className?: string }) {
  return image ? (
    <img src={image} alt="" loading="lazy" className={`bg-slate-100 object-cover ${className}`} />
  ) : (
    <div className={`flex items-center justify-center bg-blue-50 text-primary ${className}`}>
      <Megaphone size={36} aria-hidden="true" />
    </div>
  );
}

/**
 * Secondary §2 card: image, date, category, title and the preview in 3 lines. The title's link covers the card, so a
 * click anywhere opens it.
 */
export function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const preview = useMemo(() => htmlToText(announcement.content), [announcement.content]);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <AnnouncementPicture image={announcement.image} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <AnnouncementMeta announcement={announcement} />
        <h3 className="text-lg font-semibold break-words text-slate-900">
          <Link
            to={announcementPath(announcement.id)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
          >
            {announcement.title}
          </Link>
        </h3>
        <p className="line-clamp-3 break-words text-slate-700">{preview}</p>
      </div>
    </article>
  );
}
