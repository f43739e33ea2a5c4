import { describe, expect, it } from "vitest";
import { weekStart } from "./week-start.ts";

// Lagos keeps West Africa Time (UTC+1) all year: Monday 00:00 there is Sunday 23:00 UTC.
const at = (iso: string) => weekStart(new Date(iso)).toISOString();

describe("weekStart (Monday 00:00 Africa/Lagos)", () => {
  it("goes back to the Monday of the week", () => {
    expect(at("2026-03-04T12:00:00Z")).toBe("2026-03-01T23:00:00.000Z");
    expect(at("2026-03-08T22:30:00Z")).toBe("2026-03-01T23:00:00.000Z"); // Sunday 23:30 in Lagos
  });

  it("starts the new week at Lagos midnight, not UTC midnight", () => {
    expect(at("2026-03-01T23:00:00Z")).toBe("2026-03-01T23:00:00.000Z"); // Monday 00:00:00 in Lagos
    expect(at("2026-03-01T22:59:59.999Z")).toBe("2026-02-22T23:00:00.000Z"); // Sunday 23:59:59 in Lagos
    expect(at("2026-03-02T00:30:00Z")).toBe("2026-03-01T23:00:00.000Z");
  });

  it("crosses month and year ends", () => {
    expect(at("2027-01-01T10:00:00Z")).toBe("2026-12-27T23:00:00.000Z"); // a Friday
  });

  it("follows a zone's own daylight saving when asked for one", () => {
    // London: Monday 30 March 2026 00:00 is 23:00 UTC on the Sunday, the clocks having gone forward that Sunday.
    expect(weekStart(new Date("2026-04-01T12:00:00Z"), "Europe/London").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(weekStart(new Date("2026-03-25T12:00:00Z"), "Europe/London").toISOString()).toBe("2026-03-23T00:00:00.000Z");
  });
});
