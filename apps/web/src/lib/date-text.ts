// Dates as the forum writes them, en-NG as the ads' start dates are (advertising/ad-dates.ts): "27 Nov 2026", day
// before month. With the time of day, 12-hour as events' times read (events/event-time.ts): "27 Nov 2026, 6:26 AM".
// An instant (a sign-up, a submission, a suspension's end) is shown in the reader's own zone.
const day = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric" });
const clock = new Intl.DateTimeFormat("en-NG", { hour: "numeric", minute: "2-digit", hour12: true });

/** "27 Nov 2026". */
export const dayText = (iso: string) => day.format(new Date(iso));

/** "27 Nov 2026, 6:26 AM". */
export const dateTimeText = (iso: string) => {
  const date = new Date(iso);
  return `${day.format(date)}, ${clock.format(date).toUpperCase()}`;
};
