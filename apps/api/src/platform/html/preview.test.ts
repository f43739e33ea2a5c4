import { describe, expect, it } from "vitest";
import { htmlPreview } from "./preview.ts";

const cut = (html: string, chars = 10, markup = 8_192) => htmlPreview(html, chars, markup);

describe("htmlPreview", () => {
  it("answers short content whole, also when only end tags follow the cut", () => {
    expect(cut("<p>Hello</p>")).toEqual({ html: "<p>Hello</p>", truncated: false });
    expect(cut("<p><b>0123456789</b></p>")).toEqual({ html: "<p><b>0123456789</b></p>", truncated: false });
  });

  it("cuts the text, adds the ellipsis where it was cut and closes what is open", () => {
    expect(cut("<p>Hello <b>wonderful</b> world</p>")).toEqual({
      html: "<p>Hello <b>wond...</b></p>",
      truncated: true,
    });
    expect(cut("<p>0123456789</p><p>more</p>")).toEqual({ html: "<p>0123456789...</p>", truncated: true });
    expect(cut('<p>0123456789</p><p><img src="/forum/uploads/a.webp" /></p>').truncated).toBe(true);
  });

  it("never cuts an entity, an emoji or a tag, and counts each entity or emoji as one character", () => {
    expect(cut("<p>a&amp;b&lt;c&gt;d&quot;e&#39;fghijk</p>").html).toBe("<p>a&amp;b&lt;c&gt;d&quot;e&#39;...</p>");
    expect(cut("<p>😀😀😀😀😀😀😀😀😀😀😀</p>").html).toBe("<p>😀😀😀😀😀😀😀😀😀😀...</p>");
    const link = '<a href="https://a.com/x?y=1&amp;z=2" target="_blank" rel="noopener nofollow ugc">';
    expect(cut(`<p>12345${link}6789012345</a></p>`).html).toBe(`<p>12345${link}67890...</a></p>`);
  });

  it("keeps void elements open-free and closes nested lists in order", () => {
    expect(cut("<ul><li>one<br />two</li><li>three four</li></ul>").html).toBe(
      "<ul><li>one<br />two</li><li>thre...</li></ul>",
    );
  });

  it("reads no further than its markup bound: a post of empty tags is cut there", () => {
    const html = `${"<b></b>".repeat(10_000)}<p>text</p>`;
    const out = cut(html, 400, 1_000);
    expect(out.truncated).toBe(true);
    expect(out.html.length).toBeLessThanOrEqual(1_000 + "...</b>".length);
    expect(out.html).toMatch(/\.\.\.(<\/b>)?$/);
  });

  it("is bounded on old unbalanced data too", () => {
    const html = `${"<b>".repeat(5_000)}x${"</b>".repeat(5_000)}`;
    const out = cut(html, 400, 2_000);
    expect(out.html.length).toBeLessThan(2_000 + 3 + 4 * 700);
    expect(out.truncated).toBe(true);
  });
});
