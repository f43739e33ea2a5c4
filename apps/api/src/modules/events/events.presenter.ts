import type { AdminEvent, EventItem } from "@forum/contract";
import { absoluteUrl, type PublicUrls } from "../../platform/public-user.ts";
import { localDateTime } from "../../platform/time-zone.ts";
import type { EventRow } from "./events.repository.ts";

/** An event as API.md answers it: `date` and `time` on the forum's wall clock, `starts_at` the instant in UTC. */
export function toEvent(row: EventRow & { reminderSet?: boolean }, urls: PublicUrls, zone: string): EventItem {
  const { date, time } = localDateTime(row.startsAt, zone);
  return {
    id: row.id,
    title: row.title,
    short_desc: row.shortDesc,
    date,
    time,
    starts_at: row.startsAt.toISOString(),
    thumbnail: absoluteUrl(urls, row.thumbnail),
    link: row.link,
    reminder_set: row.reminderSet ?? false,
  };
}

export const toAdminEvent = (
  row: EventRow & { remindersCount: number },
  urls: PublicUrls,
  zone: string,
): AdminEvent => ({
  ...toEvent(row, urls, zone),
  reminders_count: row.remindersCount,
  created_at: row.createdAt.toISOString(),
});
