import { describe, expect, it } from "vitest";
import { webm } from "../test/audio-fixtures.ts";
import { webmDuration } from "./webm-duration.ts";

describe("a WebM recording's length from its blocks", () => {
  it("reads a MediaRecorder-style file (unknown sizes, no Duration), across clusters", () => {
    expect(webmDuration(webm(2))).toBeCloseTo(1.98, 2);
    expect(webmDuration(webm(25))).toBeCloseTo(24.98, 2);
  });
  it("answers null for bytes that are not one, or are cut short", () => {
    expect(webmDuration(Buffer.from("not a webm at all"))).toBeNull();
    expect(webmDuration(Buffer.alloc(0))).toBeNull();
    expect(webmDuration(webm(2).subarray(0, 60))).toBeNull();
  });
});
