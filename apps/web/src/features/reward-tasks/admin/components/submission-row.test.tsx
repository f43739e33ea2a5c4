import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { makeSubmission } from "../fixtures.ts";
import { SubmissionRow } from "./submission-row.tsx";

// Only what this test reads; the row's other props (its buttons' handlers) are not used here.
const props = (submitted_at: string) =>
  ({
    submission: makeSubmission(1, { submitted_at }),
    approving: false,
    onApprove: () => {},
    onReject: () => {},
  }) as ComponentProps<typeof SubmissionRow>;

describe("a task submission's row", () => {
  it("writes when it was submitted as the rest of the forum writes dates (not the browser's locale)", () => {
    render(
      <ul>
        <SubmissionRow {...props("2026-11-20T12:30:00Z")} />
      </ul>,
    );
    const at = screen.getByText((_, el) => el?.tagName === "TIME");
    expect(at).toHaveAttribute("datetime", "2026-11-20T12:30:00Z");
    expect(at.textContent).toMatch(/^\d{1,2} Nov 2026, \d{1,2}:\d{2} [AP]M$/);
  });
});
