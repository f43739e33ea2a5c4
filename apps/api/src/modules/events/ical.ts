/** What a calendar file says about one event. */
export type CalendarEvent = {
  id: number;
  title: string;
  description: string;
  link: string;
  startsAt: Date;
  updatedAt: Date;
};

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/**
 * A content line folded at 75 octets (RFC 5545 3.1): CRLF and one space before each continuation, never inside a
 * UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    // The first line holds 75 octets; a continuation's leading space counts, so it holds 74 more.
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** UTC date-time form: 20260105T130000Z. */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * The event as an iCalendar file (RFC 5545), one VEVENT in UTC. The spec gives no end: an hour is assumed, so a phone
 * shows a block rather than a zero-length mark. UID is stable per event and host, so importing again updates it.
 */
export function eventCalendar(e: CalendarEvent, host: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Student Forum//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:event-${e.id}@${host}`,
    `DTSTAMP:${utc(e.updatedAt)}`,
    `DTSTART:${utc(e.startsAt)}`,
    "DURATION:PT1H",
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(`${e.description}\n\n${e.link}`)}`,
    `LOCATION:${escapeText(e.link)}`,
    `URL:${e.link}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
