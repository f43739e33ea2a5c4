import { describe, expect, it } from "vitest";
import { plainSpaces } from "./editor-html.ts";

describe("plainSpaces", () => {
  it("turns Quill's non-breaking spaces back into spaces", () => {
    expect(plainSpaces("<p>Hello&nbsp;from\u00a0the journey</p>")).toBe("<p>Hello from the journey</p>");
  });
});
