import { describe, expect, it } from "vitest";
import { assignmentStatusOf } from "./assignment-status.ts";

const of = (total: number, inProgress: number, submitted: number, completed: number, cancelled = false) =>
  assignmentStatusOf({ total, inProgress, submitted, completed }, cancelled);

describe("an assignment's status for a student", () => {
  it("is cancelled when the assignment is, whatever the work", () => {
    expect(of(3, 0, 0, 3, true)).toBe("cancelled");
    expect(of(3, 0, 0, 0, true)).toBe("cancelled");
  });
  it("is pending with no submission rows (and for an empty assignment)", () => {
    expect(of(3, 0, 0, 0)).toBe("pending");
    expect(of(0, 0, 0, 0)).toBe("pending");
  });
  it("is completed when every item is", () => expect(of(2, 0, 0, 2)).toBe("completed"));
  it("is submitted when every item is submitted or completed, at least one submitted", () => {
    expect(of(3, 0, 1, 2)).toBe("submitted");
    expect(of(2, 0, 2, 0)).toBe("submitted");
  });
  it("is in progress otherwise: a draft, or items not yet started", () => {
    expect(of(3, 1, 1, 1)).toBe("in_progress");
    expect(of(3, 0, 1, 0)).toBe("in_progress");
    expect(of(3, 0, 0, 2)).toBe("in_progress");
    expect(of(1, 1, 0, 0)).toBe("in_progress");
  });
});
