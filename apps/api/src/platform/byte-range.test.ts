import { describe, expect, it } from "vitest";
import { parseRange, rangeIn } from "./byte-range.ts";

describe("Range headers", () => {
  it("reads one range: from-to, from, and the last bytes", () => {
    expect(parseRange("bytes=0-99")).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=100-")).toEqual({ start: 100 });
    expect(parseRange("bytes=-500")).toEqual({ suffix: 500 });
  });

  it("ignores what it cannot or need not honour, so the whole file is answered", () => {
    for (const header of [
      undefined,
      "",
      "bytes=",
      "bytes=-",
      "bytes=9-3", // backwards
      "bytes=0-1,5-9", // several ranges
      "items=0-9",
      "bytes=a-b",
      "bytes=-1-2",
      `bytes=${"9".repeat(400)}-`, // past any safe integer
      "bytes=0-99\u0000",
    ]) {
      expect(parseRange(header), String(header)).toBeUndefined();
    }
  });

  it("fits a range to the file, or finds it covers nothing (416)", () => {
    expect(rangeIn({ start: 0, end: 99 }, 10)).toEqual({ start: 0, end: 9 });
    expect(rangeIn({ start: 4 }, 10)).toEqual({ start: 4, end: 9 });
    expect(rangeIn({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
    expect(rangeIn({ suffix: 30 }, 10)).toEqual({ start: 0, end: 9 });
    expect(rangeIn({ start: 10 }, 10)).toBeNull();
    expect(rangeIn({ suffix: 0 }, 10)).toBeNull();
    expect(rangeIn({ suffix: 5 }, 0)).toBeNull();
  });
});
