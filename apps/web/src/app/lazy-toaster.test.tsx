import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../lib/notify.ts";
import { LazyToaster } from "./lazy-toaster.tsx";

// Offline, and sonner never fetched on this phone: its chunk cannot be had.
vi.mock("sonner", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("toasts when sonner cannot be fetched", () => {
  it("still say their message, as a plain line, and the next toast tries sonner again", async () => {
    render(<LazyToaster />);
    notify.error("You are offline: nothing was sent.");
    expect(await screen.findByRole("alert")).toHaveTextContent("You are offline: nothing was sent.");
    notify.success("Saved as a draft.");
    expect(await screen.findByRole("status")).toHaveTextContent("Saved as a draft.");
  });
});
