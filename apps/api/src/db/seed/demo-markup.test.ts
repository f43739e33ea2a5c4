import { describe, expect, it } from "vitest";
import { renderBody } from "./demo-markup.ts";

describe("demo markup", () => {
  it("renders paragraphs, lists, emphasis and safe links, with a plain-text twin", () => {
    const out = renderBody([
      "Fees & **bold [n * n]** or *italic* <b>",
      { ul: ["See [CS50](https://cs50.harvard.edu/x/)"] },
    ]);
    expect(out.content).toBe(
      "<p>Fees &amp; <strong>bold [n * n]</strong> or <em>italic</em> &lt;b&gt;</p>" +
        '<ul><li>See <a href="https://cs50.harvard.edu/x/" target="_blank" rel="noopener nofollow ugc">CS50</a></li></ul>',
    );
    expect(out.contentText).toBe("Fees & bold [n * n] or italic <b>\nSee CS50");
  });
});
