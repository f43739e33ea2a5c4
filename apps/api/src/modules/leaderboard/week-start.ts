import { defaultTimeZone } from "../../platform/time-zone.ts";

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    weekday: "short",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const n = (type: string) => Number(get(type));
  return {
    weekday: weekdays.indexOf(get("weekday")),
    asUtc: Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second")),
    y: n("year"),
    m: n("month"),
    d: n("day"),
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
const offsetAt = (at: Date, timeZone: string) => wallClock(at, timeZone).asUtc - Math.floor(at.getTime() / 1000) * 1000;

/**
 * The instant the week holding `now` began: Monday 00:00 on the zone's wall clock. Computed from the zone's rules
 * (Intl), not a fixed +01:00, so a zone with daylight saving would still get its own midnight. The leaderboard's week
 * runs in the forum's zone (Lagos: core §2, issue 4).
 */
export function weekStart(now: Date, timeZone = defaultTimeZone): Date {
  const local = wallClock(now, timeZone);
  const mondayAsUtc = Date.UTC(local.y, local.m - 1, local.d - local.weekday);
  const guess = mondayAsUtc - offsetAt(new Date(mondayAsUtc), timeZone);
  return new Date(mondayAsUtc - offsetAt(new Date(guess), timeZone));
}

export const weekMs = 7 * 24 * 60 * 60 * 1000;
