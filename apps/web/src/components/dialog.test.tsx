import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog.tsx";

// Offline, and Radix's panel never fetched on this phone.
vi.mock("./dialog-panel.tsx", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("Dialog when its panel cannot be fetched", () => {
  it("shows the title, text and buttons in a plain modal that closes", async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Error!" description="Failed to submit report" alert>
        <button type="button">Try again</button>
      </Dialog>,
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Error!" });
    expect(dialog).toHaveTextContent("Failed to submit report");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
