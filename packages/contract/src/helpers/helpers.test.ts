import { describe, expect, it } from "vitest";
import { deadlineText } from "./deadline-text.ts";
import { displayName, fullNameOrEmail } from "./display-name.ts";
import { naira } from "./naira.ts";
import { timeAgo } from "./time-ago.ts";
import { truncate } from "./truncate.ts";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const opts = { now, timeZone: "UTC" };

describe("timeAgo", () => {
  it("says now under a minute", () => {
    expect(timeAgo(ago(59_000), opts)).toBe("now");
    expect(timeAgo(ago(-5_000), opts)).toBe("now");
  });
  it("counts minutes under an hour", () => {
    expect(timeAgo(ago(60_000), opts)).toBe("1 mins ago");
    expect(timeAgo(ago(59 * 60_000), opts)).toBe("59 mins ago");
  });
  it("counts hours under a day", () => {
    expect(timeAgo(ago(3_600_000), opts)).toBe("1 hrs ago");
    expect(timeAgo(ago(23 * 3_600_000 + 59 * 60_000), opts)).toBe("23 hrs ago");
  });
  it("shows month and day under a year, and the year after", () => {
    expect(timeAgo("2026-11-20T08:00:00Z", opts)).toBe("Nov 20");
    expect(timeAgo("2026-01-02T08:00:00Z", opts)).toBe("Jan 2");
    expect(timeAgo("2025-11-01T08:00:00Z", opts)).toBe("Nov 1, 2025");
  });
  it("accepts ISO strings and ignores garbage", () => {
    expect(timeAgo(ago(120_000).toISOString(), opts)).toBe("2 mins ago");
    expect(timeAgo("not a date", opts)).toBe("");
  });
});

describe("displayName", () => {
  it("follows username, names, e-mail, Anonymous", () => {
    const meta = { username: "ada", first_name: "Ada", last_name: "Obi" };
    expect(displayName({ meta, email: "a@b.co" })).toBe("ada");
    expect(displayName({ meta: { ...meta, username: " " }, email: "a@b.co" })).toBe("Ada Obi");
    expect(displayName({ meta: { first_name: "Ada" } })).toBe("Ada");
    expect(displayName({ meta: { username: null }, email: "a@b.co" })).toBe("a@b.co");
    expect(displayName({ meta: {} })).toBe("Anonymous");
    expect(displayName(null)).toBe("Anonymous");
  });
  it("profile heading prefers the full name, then the e-mail", () => {
    expect(fullNameOrEmail({ meta: { username: "ada", first_name: "Ada", last_name: "Obi" } })).toBe("Ada Obi");
    expect(fullNameOrEmail({ meta: { username: "ada" }, email: "a@b.co" })).toBe("a@b.co");
  });
});

describe("truncate", () => {
  it("cuts with an ellipsis only when longer", () => {
    expect(truncate("Hello world, students", 10)).toBe("Hello worl...");
    expect(truncate("Short", 10)).toBe("Short");
    expect(truncate("1234567890", 10)).toBe("1234567890");
    expect(truncate(null, 10)).toBe("");
    expect(truncate("😀😀😀", 2)).toBe("😀😀...");
  });
});

describe("deadlineText", () => {
  it("names the days left", () => {
    expect(deadlineText(null, now)).toBe("No deadline");
    expect(deadlineText("2026-11-21T23:00:00Z", now)).toBe("Expired");
    expect(deadlineText("2026-11-22T23:00:00Z", now)).toBe("Due today");
    expect(deadlineText("2026-11-23T01:00:00Z", now)).toBe("Due tomorrow");
    expect(deadlineText("2026-11-27T01:00:00Z", now)).toBe("5 days left");
  });
});

describe("naira", () => {
  it("formats whole Naira", () => {
    expect(naira(25000)).toMatch(/^₦\s?25,000$/);
  });
});
