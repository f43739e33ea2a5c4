import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useProgressiveCount } from "./use-progressive-count.ts";

describe("useProgressiveCount", () => {
  it("renders the first few at first, then all of them", async () => {
    const seen: number[] = [];
    const { container, rerender } = render(<List total={20} seen={seen} />);
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(container).toHaveTextContent("20"));
    // Once all are shown, a longer list (the next page) is shown whole at once.
    rerender(<List total={40} seen={seen} />);
    expect(container).toHaveTextContent("40");
  });

  it("shows a short list whole from the start", () => {
    const { container } = render(<ShortList />);
    expect(container).toHaveTextContent("2");
  });
});

function ShortList() {
  return <p>{useProgressiveCount(2, 4)}</p>;
}

function List({ total, seen }: { total: number; seen: number[] }) {
  const shown = useProgressiveCount(total, 4);
  seen.push(shown);
  return <p>{shown}</p>;
}
