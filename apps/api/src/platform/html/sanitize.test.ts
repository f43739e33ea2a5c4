import { describe, expect, it } from "vitest";
import { contentText, sanitizeContent } from "./sanitize.ts";

const url = "https://forum.example";
const clean = (html: string) => sanitizeContent(html, url);

describe("sanitizeContent: XSS vectors are stripped", () => {
  it.each([
    ["<p>hi</p><script>alert(1)</script>", "<p>hi</p>"],
    ['<p onclick="alert(1)">hi</p>', "<p>hi</p>"],
    ['<img src="/forum/uploads/a.webp" onerror="alert(1)">', '<img src="/forum/uploads/a.webp" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ['<svg><script>alert(1)</script><circle r="5"/></svg><p>ok</p>', "<p>ok</p>"],
    ['<p style="background:url(javascript:alert(1));color:red">x</p>', "<p>x</p>"],
    ["<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', "<p>x</p>"],
    ['<p class="evil ql-align-center">x</p>', '<p class="ql-align-center">x</p>'],
  ])("%s", (input, output) => {
    expect(clean(input)).toBe(output);
  });

  it("drops images from other hosts and keeps ours", () => {
    expect(clean('<p><img src="https://tracker.example/p.gif"></p>')).toBe("<p></p>");
    expect(clean(`<img src="${url}/forum/uploads/b.webp">`)).toContain(`${url}/forum/uploads/b.webp`);
  });
});

describe("sanitizeContent: formatting and links", () => {
  it("keeps headings, lists, emphasis and alignment", () => {
    const html =
      '<h2>T</h2><p style="text-align: center"><strong>b</strong><em>i</em><u>u</u></p><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(clean(html)).toBe(html.replace("text-align: center", "text-align:center"));
  });

  it("gives links https:// when they have no scheme, and a new tab with rel", () => {
    expect(clean('<a href="unilag.edu.ng/news">news</a>')).toBe(
      '<a href="https://unilag.edu.ng/news" target="_blank" rel="noopener nofollow ugc">news</a>',
    );
    expect(clean('<a href="http://x.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://x.example" target="_blank" rel="noopener nofollow ugc">x</a>',
    );
  });

  it("turns bare URLs into links, but not inside existing links", () => {
    expect(clean("<p>See https://jamb.gov.ng/results. Or www.waec.org</p>")).toBe(
      '<p>See <a href="https://jamb.gov.ng/results" target="_blank" rel="noopener nofollow ugc">https://jamb.gov.ng/results</a>. Or <a href="https://www.waec.org" target="_blank" rel="noopener nofollow ugc">www.waec.org</a></p>',
    );
    const linked = '<a href="https://a.example" target="_blank" rel="noopener nofollow ugc">https://a.example</a>';
    expect(clean(linked)).toBe(linked);
  });

  const link = (href: string, text = href) =>
    `<a href="${href}" target="_blank" rel="noopener nofollow ugc">${text}</a>`;

  it("links bare domains with https://, leaving the sentence's punctuation outside", () => {
    expect(clean("<p>Register on unilag.edu.ng/portal before Friday.</p>")).toBe(
      `<p>Register on ${link("https://unilag.edu.ng/portal", "unilag.edu.ng/portal")} before Friday.</p>`,
    );
    expect(clean("<p>(see jamb.gov.ng) or example.com.</p>")).toBe(
      `<p>(see ${link("https://jamb.gov.ng", "jamb.gov.ng")}) or ${link("https://example.com", "example.com")}.</p>`,
    );
    expect(clean("<p>Fees: bursary.oauife.edu.ng/pay?id=2&amp;term=1</p>")).toBe(
      `<p>Fees: ${link("https://bursary.oauife.edu.ng/pay?id=2&amp;term=1", "bursary.oauife.edu.ng/pay?id=2&amp;term=1")}</p>`,
    );
  });

  it.each([
    "<p>Bring a calculator, e.g. a Casio fx-991.</p>",
    "<p>I uploaded notes.pdf and report.docx</p>",
    "<p>Use version 1.2.3 or v2.0.1-beta, not 192.168.0.1</p>",
    "<p>Open readme.md, then run main.py with node.js</p>",
    "<p>I went home.It was late</p>",
    "<p>Write to ada@unilag.edu.ng</p>",
    "<p>ftp://files.example and //cdn.example are left as text</p>",
  ])("leaves text that is not a link alone: %s", (html) => {
    expect(clean(html)).toBe(html);
  });

  it("keeps quotes and markup-like text escaped around a link", () => {
    expect(clean('<p>"see a.com" &lt;b&gt;</p>')).toBe(`<p>"see ${link("https://a.com", "a.com")}" &lt;b&gt;</p>`);
  });

  it("escapes text that looks like markup", () => {
    expect(clean("<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>")).toBe("<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>");
  });
});

describe("contentText", () => {
  it("gives readable text without markup", () => {
    expect(contentText("<h2>Title</h2><p>Hello <b>world</b> &amp; all</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Title Hello world & all a b",
    );
  });
});

describe("sanitizeContent: bounded output", () => {
  it("adds links only while the result stays within the bound; the rest stay text", () => {
    const input = `<p>${"a.com ".repeat(2_000)}</p>`;
    const out = sanitizeContent(input, url, 20_000);
    expect(out.length).toBeLessThanOrEqual(20_000);
    expect(out).toContain('<a href="https://a.com"');
    expect(out).toMatch(/ugc">a\.com<\/a>/);
    expect(out.endsWith(" a.com a.com </p>")).toBe(true);
  });

  it("refuses HTML that is too long once sanitised (escaping lengthens raw input)", () => {
    expect(() => sanitizeContent("&".repeat(5_000), url, 10_000)).toThrow("The content may be at most 64 KB");
  });
});
