import { instantOf, localDateTime } from "../../../platform/time-zone.ts";

/** The digest goes out at this wall-clock time of TIME_ZONE: daily, or on Mondays for the weekly one. */
export const DIGEST_TIME = "07:00";
const dayMs = 24 * 60 * 60 * 1000;
export const periodMs = { daily: dayMs, weekly: 7 * dayMs } as const;

/** The calendar date `days` before a "YYYY-MM-DD" date (dates as UTC midnights, so no zone shifts them). */
const minusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);
const isMonday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;

/**
 * The latest digest time that has passed at `now`: today's 07:00 in the zone, or yesterday's (daily); the latest
 * Monday 07:00 (weekly). A student whose last digest is older than this is due.
 */
export function latestDigestTime(now: Date, zone: string, frequency: "daily" | "weekly"): Date {
  const today = localDateTime(now, zone).date;
  for (let back = 0; back <= 8; back++) {
    const date = minusDays(today, back);
    if (frequency === "weekly" && !isMonday(date)) continue;
    const at = instantOf(date, DIGEST_TIME, zone);
    if (at.getTime() <= now.getTime()) return at;
  }
  throw new Error("unreachable: a Monday 07:00 lies within the last 8 days");
}
