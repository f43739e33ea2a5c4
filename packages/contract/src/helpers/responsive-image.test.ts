import { describe, expect, it } from "vitest";
import { parseVariantName, responsiveSources, sizedImageName, variantName } from "./responsive-image.ts";

const hash = "0123456789abcdef0123456789abcdef";
const base = "https://forum.example/forum/uploads/";

describe("responsiveSources", () => {
  it("lists a sized image's variants narrower than it, then the original at its width, with its size", () => {
    expect(responsiveSources(`${base}${sizedImageName(hash, 1000, 500)}`)).toEqual({
      avif: `${base}${hash}-1000x500-w360.avif 360w, ${base}${hash}-1000x500-w720.avif 720w, ${base}${hash}-1000x500.webp 1000w`,
      webp: `${base}${hash}-1000x500-w360.webp 360w, ${base}${hash}-1000x500-w720.webp 720w, ${base}${hash}-1000x500.webp 1000w`,
      width: 1000,
      height: 500,
    });
  });

  it("works on a bucket's URL for sized images, and gives nothing for one too narrow to have variants", () => {
    expect(responsiveSources(`https://cdn.example/${hash}-1600x900.webp`)?.webp).toContain(
      `https://cdn.example/${hash}-1600x900-w1200.webp 1200w`,
    );
    expect(responsiveSources(`${base}${hash}-360x200.webp`)).toBeNull();
  });

  it("asks the app for every width of an unsized image it serves (made on first request), none from a bucket", () => {
    const sources = responsiveSources(`${base}${hash}.webp`);
    expect(sources?.avif).toBe(
      `${base}${hash}-w360.avif 360w, ${base}${hash}-w720.avif 720w, ${base}${hash}-w1200.avif 1200w`,
    );
    expect(sources?.width).toBeUndefined();
    expect(responsiveSources(`https://cdn.example/${hash}.webp`)).toBeNull();
  });

  it("leaves alone what is not a stored WebP image", () => {
    for (const url of [`${base}${hash}.png`, "https://elsewhere.example/a.jpg", "", `${base}${hash}-w720.avif`]) {
      expect(responsiveSources(url), url).toBeNull();
    }
  });
});

describe("parseVariantName", () => {
  it("reads the original, a known width and format", () => {
    expect(parseVariantName(variantName(`${hash}-1600x900.webp`, 720, "avif"))).toEqual({
      original: `${hash}-1600x900.webp`,
      width: 720,
      format: "avif",
    });
    expect(parseVariantName(`${hash}-w1200.webp`)).toEqual({ original: `${hash}.webp`, width: 1200, format: "webp" });
  });

  it("refuses other widths, widths not narrower than a sized original, other formats and paths", () => {
    for (const name of [
      `${hash}-w500.avif`,
      `${hash}-1000x500-w1200.avif`,
      `${hash}-720x500-w720.webp`,
      `${hash}-w720.png`,
      `../${hash}-w720.avif`,
      `${hash}.webp`,
    ]) {
      expect(parseVariantName(name), name).toBeNull();
    }
  });
});
