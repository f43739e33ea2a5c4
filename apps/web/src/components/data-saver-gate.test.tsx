import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageStrip } from "../features/posts/components/image-strip.tsx";
import { setDataSaver } from "../lib/data-saver.ts";
import { DataSaverToggle } from "./data-saver-toggle.tsx";

const images = [
  "https://forum.example/forum/uploads/0123456789abcdef0123456789abcdef-1600x1000.webp",
  "https://forum.example/forum/uploads/fedcba9876543210fedcba9876543210-800x600.webp",
];

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the data saver", () => {
  it("shows post images at once when off", () => {
    const { container } = render(<ImageStrip images={images} title="Maps" />);
    expect(container.querySelectorAll("img")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Tap to show image" })).toBeNull();
  });

  it("when on, puts no <img> in the page (nothing is fetched) until a placeholder is tapped, then that image only", async () => {
    setDataSaver(true);
    const user = userEvent.setup();
    const { container } = render(<ImageStrip images={images} title="Maps" />);
    expect(container.querySelectorAll("img, source")).toHaveLength(0);
    const placeholders = screen.getAllByRole("button", { name: "Tap to show image" });
    expect(placeholders).toHaveLength(2);
    // The placeholder holds the image's place: the strip's height.
    expect(placeholders[0]).toHaveStyle({ height: "240px" });
    placeholders[1]?.focus();
    await user.keyboard("{Enter}");
    const shown = [...container.querySelectorAll("img")];
    expect(shown.map((img) => img.getAttribute("src"))).toEqual([images[1]]);
    expect(screen.getAllByRole("button", { name: "Tap to show image" })).toHaveLength(1);
  });

  it("is on by default when the browser asks to save data, and the switch turns it off and keeps the choice", async () => {
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    const user = userEvent.setup();
    const { container } = render(
      <>
        <DataSaverToggle />
        <ImageStrip images={images.slice(0, 1)} title="Maps" />
      </>,
    );
    const toggle = screen.getByRole("switch", { name: /Data saver/ });
    expect(toggle).toBeChecked();
    expect(screen.getByRole("button", { name: "Tap to show image" })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem("forum.dataSaver")).toBe("off");
    expect(screen.queryByRole("button", { name: "Tap to show image" })).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", images[0]);
  });
});
