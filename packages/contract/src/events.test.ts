import { describe, expect, it } from "vitest";
import { eventBody } from "./events.ts";

const event = {
  title: "Hackathon",
  short_desc: "A weekend.",
  date: "2030-03-01",
  time: "09:30",
  link: "https://x.example",
};
const errorsOf = (patch: Partial<typeof event>) =>
  eventBody.safeParse({ ...event, ...patch }).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("eventBody's date and time", () => {
  it("says an empty one is required, and only that", () => {
    expect(errorsOf({ date: "" })).toEqual(["date: The date is required."]);
    expect(errorsOf({ date: "  " })).toEqual(["date: The date is required."]);
    expect(errorsOf({ time: "" })).toEqual(["time: The time is required."]);
  });

  it("asks a malformed one for its format, and an unreal day to be real", () => {
    expect(errorsOf({ date: "1/3/2030" })).toEqual(["date: The date must be YYYY-MM-DD."]);
    expect(errorsOf({ date: "2030-02-30" })).toEqual(["date: The date must be a real day."]);
    expect(errorsOf({ time: "9:30" })).toEqual(["time: The time must be HH:MM (24 hours)."]);
    expect(errorsOf({})).toBeUndefined();
  });
});
