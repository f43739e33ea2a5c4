import { contentMessages, limits } from "@forum/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentCounter, useContentLength } from "./content-counter.tsx";

function Counted({ html }: { html: string }) {
  const { length } = useContentLength(html);
  return <ContentCounter length={length} />;
}

describe("ContentCounter", () => {
  it("counts the text typed, not the markup, as n/20000", () => {
    render(<Counted html="<p>Hello <strong>there</strong></p><p>&amp; you</p>" />);
    expect(screen.getByText(`17/${limits.contentTextMax}`)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("takes exactly 20,000 characters and says the server's message past them", () => {
    const { rerender } = render(<Counted html={`<p>${"x".repeat(limits.contentTextMax)}</p>`} />);
    expect(screen.getByText("20000/20000")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<Counted html={`<p>${"x".repeat(limits.contentTextMax + 1)}</p>`} />);
    expect(screen.getByText("20001/20000")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(contentMessages.textTooLong);
  });
});
