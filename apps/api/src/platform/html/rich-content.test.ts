import { describe, expect, it } from "vitest";
import { linkify } from "./linkify.ts";
import { renderRich, richSource } from "./rich-content.ts";
import { FORMULAS_MAX, renderFormula, TEX_MAX } from "./tex.ts";

const MAX = 65_536;

describe("renderRich (after sanitising)", () => {
  it("renders the three delimiters, inline and display, with MathML holding the TeX", () => {
    const out = renderRich("<p>\\(x\\) \\[y\\] $$z$$</p>", MAX);
    expect(out.match(/<span class="katex">/g)).toHaveLength(3);
    expect(out.match(/<span class="katex-display">/g)).toHaveLength(2);
    for (const tex of ["x", "y", "z"]) expect(out).toContain(`<annotation encoding="application/x-tex">${tex}<`);
  });

  it("keeps single dollars, blank and unclosed formulas, and TeX in <code> or <pre>, as they are", () => {
    for (const html of [
      "<p>$5 and $10</p>",
      "<p>\\(  \\) and \\( x</p>",
      "<p><code>\\(x\\)</code></p>",
      "<pre>$$y$$</pre>",
      '<pre><code class="language-cobol">\\[z\\]</code></pre>',
    ]) {
      expect(renderRich(html, MAX)).toBe(html);
    }
  });

  it("keeps what the length budget cannot take as typed", () => {
    const html = "<p>\\(a\\) \\(b\\)</p>";
    const one = renderFormula("a", false)!;
    expect(renderRich(html, html.length + one.length)).toBe(`<p>${one} \\(b\\)</p>`);
    expect(renderRich(html, html.length)).toBe(html);
  });

  it("renders at most FORMULAS_MAX formulas and none longer than TEX_MAX", () => {
    const out = renderRich(`<p>${"\\(a\\)".repeat(FORMULAS_MAX + 5)}</p>`, 10 * 1024 * 1024);
    expect(out.match(/<span class="katex">/g)).toHaveLength(FORMULAS_MAX);
    const long = `<p>\\(${"a".repeat(TEX_MAX + 1)}\\)</p>`;
    expect(renderRich(long, MAX)).toBe(long);
  });

  it("highlights only listed languages, text-only blocks", () => {
    expect(renderRich('<pre><code class="language-js">let</code></pre>', MAX)).toBe(
      '<pre><code class="language-js">let</code></pre>',
    );
    expect(renderRich('<pre><code class="language-javascript">let</code></pre>', MAX)).toBe(
      '<pre><code class="language-javascript"><span class="hljs-keyword">let</span></code></pre>',
    );
    const bold = '<pre><code class="language-javascript"><b>let</b></code></pre>';
    expect(renderRich(bold, MAX)).toBe(bold);
  });
});

describe("renderFormula", () => {
  it("renders no formula that defines a macro (the way TeX multiplies), nor invalid TeX", () => {
    for (const tex of ["\\def\\a{x}\\a", "\\newcommand{\\R}{x}\\R", "\\let\\a=b", "\\frac{1}{", "\\nosuchcommand"]) {
      expect(renderFormula(tex, false), tex).toBeNull();
    }
    expect(renderFormula("\\deg x \\leftarrow y", false)).not.toBeNull();
  });
});

describe("richSource (before sanitising)", () => {
  it("turns renderings back into what was typed", () => {
    const typed = '<p>\\(x &lt; 1\\) and \\[\\frac{a}{b}\\]</p><pre><code class="language-python">if x:</code></pre>';
    expect(richSource(renderRich(typed, MAX))).toBe(typed);
  });

  it("leaves a KaTeX-looking span without an annotation, and other spans outside code, alone", () => {
    const html = '<p><span class="katex">x</span> <span class="hljs-x">y</span></p>';
    expect(richSource(html)).toBe(html);
  });

  it("is one linear pass on hostile input", () => {
    const open = '<span class="katex">'.repeat(100_000);
    const start = performance.now();
    expect(richSource(open)).toBe(open);
    expect(richSource(`<code>${'<span class="hljs-a">'.repeat(100_000)}</code>`)).toBe("<code></code>");
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe("linkify and TeX", () => {
  it("leaves an address inside a formula as TeX, and links one outside", () => {
    expect(linkify("\\(\\text{a.com}\\) b.com")).toBe(
      '\\(\\text{a.com}\\) <a href="https://b.com" target="_blank" rel="noopener nofollow ugc">b.com</a>',
    );
  });
});
