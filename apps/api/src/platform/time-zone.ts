/**
 * The forum's time zone unless TIME_ZONE says otherwise: Lagos (events' local date and time, ad start dates, the
 * leaderboard's week from Monday 00:00, core §2 and issue 4).
 */
export const defaultTimeZone = "Africa/Lagos";

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const pad = (n: number) => String(n).padStart(2, "0");

/** The zone's wall clock at an instant: "YYYY-MM-DD" and "HH:MM". */
export function localDateTime(at: Date, zone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { date: `${n("year")}-${pad(n("month"))}-${pad(n("day"))}`, time: `${pad(n("hour"))}:${pad(n("minute"))}` };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetAt(at: number, zone: string) {
  const { date, time } = localDateTime(new Date(at), zone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return wall - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant a wall-clock date and time of the zone stands for, from the zone's own rules (a zone with daylight
 * saving gets its own offset on that day; a time skipped by the change moves forward by the gap).
 */
export function instantOf(date: string, time: string, zone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const first = asUtc - offsetAt(asUtc, zone);
  return new Date(asUtc - offsetAt(first, zone));
}

/** "Monday, 5 January 2026 at 14:00 (Africa/Lagos, GMT+1)": what a mail tells a student. */
export function describeLocal(at: Date, zone: string): string {
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
  const { time } = localDateTime(at, zone);
  const offset =
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  return `${day} at ${time} (${zone}${offset ? `, ${offset}` : ""})`;
}
