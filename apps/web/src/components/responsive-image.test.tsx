import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image.tsx";

const base = "https://forum.example/forum/uploads/";
const stem = "0123456789abcdef0123456789abcdef-1600x1000";
const sized = `${base}${stem}.webp`;

const picture = (priority = false) =>
  render(<ResponsiveImage src={sized} alt="A map" sizes="(min-width: 1024px) 760px, 100vw" priority={priority} />)
    .container;

describe("ResponsiveImage", () => {
  it("offers AVIF then WebP at every variant width, the original last, with sizes, width and height", () => {
    const root = picture();
    const [avif, webp] = [...root.querySelectorAll("picture > source")];
    expect(avif).toHaveAttribute("type", "image/avif");
    expect(avif).toHaveAttribute(
      "srcset",
      `${base}${stem}-w360.avif 360w, ${base}${stem}-w720.avif 720w, ${base}${stem}-w1200.avif 1200w, ${sized} 1600w`,
    );
    expect(webp).toHaveAttribute("type", "image/webp");
    expect(webp).toHaveAttribute(
      "srcset",
      `${base}${stem}-w360.webp 360w, ${base}${stem}-w720.webp 720w, ${base}${stem}-w1200.webp 1200w, ${sized} 1600w`,
    );
    for (const source of [avif, webp]) expect(source).toHaveAttribute("sizes", "(min-width: 1024px) 760px, 100vw");
    const img = root.querySelector("picture > img");
    expect(img).toHaveAttribute("src", sized);
    expect(img).toHaveAttribute("alt", "A map");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1000");
  });

  it("loads lazily and decodes off the main thread, unless it is the page's main image", () => {
    const lazy = picture().querySelector("img");
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).toHaveAttribute("decoding", "async");
    expect(lazy).not.toHaveAttribute("fetchpriority");
    const main = picture(true).querySelector("img");
    expect(main).toHaveAttribute("loading", "eager");
    expect(main).toHaveAttribute("fetchpriority", "high");
    expect(main).not.toHaveAttribute("decoding");
  });

  it("is the plain image when the file has no variants (not one of ours)", () => {
    const root = render(<ResponsiveImage src="https://elsewhere.example/a.jpg" alt="" sizes="100vw" />).container;
    expect(root.querySelector("picture")).toBeNull();
    expect(root.querySelector("img")).toHaveAttribute("src", "https://elsewhere.example/a.jpg");
  });
});
