import { describe, expect, it } from "vitest";
import { dateTimeText, dayText } from "./date-text.ts";

// The instant at noon UTC is the same day in every zone a test machine may run in (UTC-11 to UTC+11).
describe("the forum's dates", () => {
  it("write the day before the month, and the time on a 12-hour clock", () => {
    expect(dayText("2026-09-01T12:00:00Z")).toBe("1 Sept 2026");
    expect(dateTimeText("2026-11-27T12:00:00Z")).toMatch(/^27 Nov 2026, \d{1,2}:00 [AP]M$/);
  });
});
