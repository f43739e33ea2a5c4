import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useKatexStylesheet } from "./katex-stylesheet.ts";

// (Vitest leaves CSS out, so the asset's URL is empty here: the links are counted, not named.)
const links = () => document.head.querySelectorAll('link[rel="stylesheet"]');

describe("useKatexStylesheet", () => {
  it("adds the KaTeX stylesheet once, and only for content that shows a formula", () => {
    renderHook(() => useKatexStylesheet("<p>No maths, $5 and $10, <code>\\(x\\)</code></p>"));
    renderHook(() => useKatexStylesheet(undefined));
    expect(links()).toHaveLength(0);
    renderHook(() => useKatexStylesheet('<p><span class="katex"><span class="katex-mathml"></span></span></p>'));
    renderHook(() => useKatexStylesheet('<p><span class="katex-display"><span class="katex"></span></span></p>'));
    expect(links()).toHaveLength(1);
  });
});
