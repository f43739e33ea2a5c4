import type { Announcement } from "@forum/contract";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
export const announcementPath = (id: number) => `/announcements/${id}`;

/** The date and the category of an announcement, on one line. */
export function AnnouncementMeta({ announcement, className = "" }: { announcement: Announcement; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-slate-600 ${className}`}>
      <time dateTime={announcement.created_at}>{dateFormat.format(new Date(announcement.created_at))}</time>
      {announcement.category && (
        <>
          <span aria-hidden="true">·</span>
          <span className="font-medium text-primary">{announcement.category.name}</span>
        </>
      )}
    </p>
  );
}
