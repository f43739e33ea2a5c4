import { describe, expect, it } from "vitest";
import { describeLocal, instantOf, isTimeZone, localDateTime } from "./time-zone.ts";

describe("the forum's time zone", () => {
  it("reads and writes Lagos wall-clock times (UTC+1 all year)", () => {
    expect(instantOf("2030-03-02", "14:30", "Africa/Lagos").toISOString()).toBe("2030-03-02T13:30:00.000Z");
    expect(instantOf("2030-01-01", "00:15", "Africa/Lagos").toISOString()).toBe("2029-12-31T23:15:00.000Z");
    expect(localDateTime(new Date("2029-12-31T23:15:00Z"), "Africa/Lagos")).toEqual({
      date: "2030-01-01",
      time: "00:15",
    });
    expect(describeLocal(new Date("2030-03-02T13:30:00Z"), "Africa/Lagos")).toBe(
      "Saturday, 2 March 2030 at 14:30 (Africa/Lagos, GMT+1)",
    );
  });

  it("follows a zone's daylight saving on either side of the change", () => {
    expect(instantOf("2030-01-15", "12:00", "Europe/London").toISOString()).toBe("2030-01-15T12:00:00.000Z");
    expect(instantOf("2030-07-15", "12:00", "Europe/London").toISOString()).toBe("2030-07-15T11:00:00.000Z");
    for (const at of ["2030-03-31T00:30:00Z", "2030-10-27T01:30:00Z", "2030-07-01T23:59:00Z"]) {
      const { date, time } = localDateTime(new Date(at), "Europe/London");
      expect(instantOf(date, time, "Europe/London").toISOString()).toBe(new Date(at).toISOString());
    }
  });

  it("knows a zone from a typo", () => {
    expect(isTimeZone("Africa/Lagos")).toBe(true);
    expect(isTimeZone("Africa/Lagoss")).toBe(false);
  });
});
