/**
 * An event's `date` ("YYYY-MM-DD") and `time` ("HH:MM") are the forum's local time (API.md, `TIME_ZONE`): they are
 * shown as written, whatever the reader's own zone, so everyone reads the time the organisers announced. `starts_at`
 * (UTC) decides whether it is past.
 */
export function eventDate(date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "14:05" -> "2:05 PM". */
export function eventTime(time: string): string {
  const [h = 0, min = 0] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(min).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** Secondary §4: the reminder button is hidden once the event has started (the server refuses it then: 422). */
export const isPast = (event: { starts_at: string }, now = Date.now()) => Date.parse(event.starts_at) <= now;
