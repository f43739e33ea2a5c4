import { productName } from "@forum/contract";
import type { Mail } from "../../platform/mailer.ts";
import { describeLocal } from "../../platform/time-zone.ts";
import { type CalendarEvent, eventCalendar } from "./ical.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The reminder: what, when (local time with the zone), where (the link), and the event as an .ics attachment. */
export function reminderMail(to: string, e: CalendarEvent, zone: string, host: string): Mail {
  const when = describeLocal(e.startsAt, zone);
  const text = [
    `Reminder: ${e.title}`,
    "",
    `What: ${e.title}`,
    `When: ${when}`,
    `Where: ${e.link}`,
    "",
    e.description,
    "",
    "The attached event.ics adds it to your calendar.",
    `You asked ${productName} to remind you a day before this event.`,
  ].join("\n");
  const html = [
    `<p><strong>${escapeHtml(e.title)}</strong></p>`,
    `<p>When: ${escapeHtml(when)}<br>Where: <a href="${escapeHtml(e.link)}">${escapeHtml(e.link)}</a></p>`,
    `<p>${escapeHtml(e.description)}</p>`,
    "<p>The attached event.ics adds it to your calendar.</p>",
    `<p>You asked ${escapeHtml(productName)} to remind you a day before this event.</p>`,
  ].join("\n");
  return {
    to,
    subject: `Reminder: ${e.title} (${when})`,
    text,
    html,
    attachments: [
      { filename: "event.ics", content: eventCalendar(e, host), contentType: "text/calendar; charset=utf-8" },
    ],
  };
}
