import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { optionalLazy } from "./optional-lazy.tsx";

const Tool = ({ name }: { name: string }) => <p>tool {name}</p>;

describe("optionalLazy", () => {
  it("renders nothing, beside the page that still works, when the part's code cannot be fetched; its next mount tries again", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Tool }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ default: Tool });
    const Part = optionalLazy(load);
    const page = (key: string) => (
      <div key={key}>
        <p>the reply box</p>
        <Suspense fallback={null}>
          <Part name="a" />
        </Suspense>
      </div>
    );
    const { rerender } = render(page("first"));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await screen.findByText("the reply box");
    // Re-rendering the same mount does not fetch again (a keystroke is not a retry).
    rerender(page("first"));
    expect(screen.queryByText(/tool/)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<p>another page</p>);
    rerender(page("second"));
    expect(await screen.findByText("tool a")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
