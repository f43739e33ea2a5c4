import { describe, expect, it } from "vitest";
import { editableHtml, plainSpaces } from "./editor-html.ts";

describe("plainSpaces", () => {
  it("turns Quill's non-breaking spaces back into spaces", () => {
    expect(plainSpaces("<p>Hello&nbsp;from\u00a0the journey</p>")).toBe("<p>Hello from the journey</p>");
  });
});

describe("editableHtml", () => {
  const katex = (tex: string) =>
    `<span class="katex"><span class="katex-mathml"><math><semantics><mi>x</mi><annotation encoding="application/x-tex">${tex}</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">x</span></span>`;

  it("turns stored formulas back into TeX with their delimiters, display ones included", () => {
    const html = `<p>${katex("a &lt; b")} and </p><p><span class="katex-display">${katex("\\sum")}</span></p>`;
    expect(editableHtml(html)).toBe("<p>\\(a &lt; b\\) and </p><p>\\[\\sum\\]</p>");
  });

  it("turns a highlighted block into plain code, its language on the <pre>", () => {
    const html = '<pre><code class="language-go"><span class="hljs-keyword">func</span> main()</code></pre>';
    expect(editableHtml(html)).toBe('<pre data-language="go">func main()</pre>');
  });

  it("leaves other content as it is", () => {
    expect(editableHtml("<p>$5 and <b>$10</b></p>")).toBe("<p>$5 and <b>$10</b></p>");
  });
});
