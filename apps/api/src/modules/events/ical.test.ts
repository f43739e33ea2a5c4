import { describe, expect, it } from "vitest";
import { escapeText, eventCalendar, foldLine } from "./ical.ts";

describe("iCalendar (RFC 5545)", () => {
  it("escapes TEXT values: backslash, semicolon, comma, line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character", () => {
    const line = `SUMMARY:${"ü".repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("writes one VEVENT in UTC with CRLF line ends", () => {
    const ics = eventCalendar(
      {
        id: 7,
        title: "Quiz",
        description: "Bring a pen",
        link: "https://example.com/q?a=1,b=2",
        startsAt: new Date("2030-03-02T13:30:00Z"),
        updatedAt: new Date("2030-01-01T00:00:00.123Z"),
      },
      "forum.test",
    );
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Student Forum//Events//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:event-7@forum.test",
        "DTSTAMP:20300101T000000Z",
        "DTSTART:20300302T133000Z",
        "DURATION:PT1H",
        "SUMMARY:Quiz",
        "DESCRIPTION:Bring a pen\\n\\nhttps://example.com/q?a=1\\,b=2",
        "LOCATION:https://example.com/q?a=1\\,b=2",
        "URL:https://example.com/q?a=1,b=2",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});
