import { describe, expect, it } from "vitest";
import { forumToday, startDateText } from "./ad-dates.ts";

describe("ad dates", () => {
  it("today is the forum's (Lagos, UTC+1), not UTC's nor the reader's", () => {
    expect(forumToday(new Date("2030-01-15T22:59:00Z"))).toBe("2030-01-15");
    expect(forumToday(new Date("2030-01-15T23:30:00Z"))).toBe("2030-01-16");
  });

  it("shows a start date as written", () => {
    expect(startDateText("2030-01-05")).toBe("5 Jan 2030");
  });
});
