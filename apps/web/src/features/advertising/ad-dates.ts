/**
 * A campaign's `start_date` ("YYYY-MM-DD") is a day in the forum's zone (API.md `TIME_ZONE`, Africa/Lagos): the date
 * input's "today" is Lagos' today, not the phone's, so a student abroad at midnight is not offered a day the server
 * refuses.
 */
export const forumTimeZone = "Africa/Lagos";

/** Today in the forum's zone, as a date input's value. */
export function forumToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: forumTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** "2030-01-15" -> "15 Jan 2030", the day as written whatever the reader's zone. */
export function startDateText(date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-NG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The months as the site writes them in dates ("Jan" ... "Dec", en-NG), for the start date's Month list. */
export const monthNames = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 1)).toLocaleDateString("en-NG", { month: "short", timeZone: "UTC" }),
);

/** How many days `month` (1-12) of `year` has. */
export const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day, month and year of "YYYY-MM-DD" as the form's lists hold them ("2030-01-05" -> 5, 1, 2030). */
export function dateParts(date: string): { day: string; month: string; year: string } {
  const [year = "", month = "", day = ""] = date ? date.split("-") : [];
  return { day: day ? String(Number(day)) : "", month: month ? String(Number(month)) : "", year };
}
