const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeAgoOptions = { now?: Date; timeZone?: string };

/**
 * Core §9: under 1 minute "now"; under 60 minutes "N mins ago"; under 24 hours "N hrs ago";
 * under a year "Mon D"; otherwise "Mon D, YYYY". Future times (clock skew) read as "now".
 */
export function timeAgo(value: string | Date, { now = new Date(), timeZone }: TimeAgoOptions = {}): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} mins ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hrs ago`;
  const withYear = elapsed >= 365 * DAY;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
