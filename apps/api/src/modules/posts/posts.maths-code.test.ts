import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema/index.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

// Issue 26: TeX rendered to KaTeX HTML with MathML and code highlighted when a post is written, so that a reader
// downloads no maths or highlighting library; invalid or hostile TeX is shown as typed, quickly.
let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };

type Saved = { uuid: string; content: string; ms: number; status: number };
async function create(content: string): Promise<Saved> {
  const start = performance.now();
  const res = await k.call("POST", "/forum/api/v1/posts", { title: "Maths and code", content }, ada.token);
  const ms = performance.now() - start;
  return { uuid: res.json().uuid, content: res.json().data?.content, ms, status: res.statusCode };
}
const edit = async (uuid: string, content: string) =>
  (await k.call("PUT", `/forum/api/v1/posts/${uuid}/edit`, { title: "Maths and code", content }, ada.token)).json().data
    .content as string;
const contentText = async (uuid: string) =>
  (await t.database.db.select().from(posts).where(eq(posts.uuid, uuid)))[0]!.contentText;

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  // The worker thread's start (KaTeX and highlight.js loaded) is not what the timings below are about.
  await create('<p>\\(x\\)</p><pre><code class="language-python">x</code></pre>');
});
afterAll(() => t.close());

describe("TeX in a post", () => {
  it("stores KaTeX HTML with MathML for inline and display formulas; the text keeps the TeX", async () => {
    const post = await create("<p>Energy \\(E = mc^2\\), and \\[\\frac{a}{b}\\] or $$\\sqrt{x &lt; y}$$</p>");
    expect(post.status).toBe(201);
    expect(post.content).toMatch(/^<p>Energy <span class="katex"><span class="katex-mathml"><math xmlns=/);
    expect(post.content).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(post.content).toContain('<span class="katex-display"><span class="katex">');
    expect(post.content).toContain('<annotation encoding="application/x-tex">\\sqrt{x &lt; y}</annotation>');
    expect(post.content).not.toContain("\\(");
    expect(await contentText(post.uuid)).toBe("Energy \\(E = mc^2\\), and \\[\\frac{a}{b}\\] or $$\\sqrt{x < y}$$");
    // The whole post comes back rendered; a list's card reads the TeX (no stylesheet needed there).
    expect((await k.call("GET", `/forum/api/v1/posts/${post.uuid}`)).json().data.content).toBe(post.content);
    const feed = (await k.call("GET", "/forum/api/v1/posts?recent=1")).json().data;
    const card = feed.find((p: { uuid: string }) => p.uuid === post.uuid);
    expect(card.content).toBe("<p>Energy \\(E = mc^2\\), and \\[\\frac{a}{b}\\] or \\[\\sqrt{x &lt; y}\\]</p>");
  });

  it("leaves single dollars, invalid TeX and TeX inside code as typed, escaped", async () => {
    const prices = "<p>It costs $5 and $10, or $ 20.</p>";
    expect((await create(prices)).content).toBe(prices);
    const invalid = "<p>Broken \\(\\frac{1}{\\) and \\(\\unknowncommand{x}\\) &lt;b&gt;</p>";
    expect((await create(invalid)).content).toBe(invalid);
    const code = "<p><code>\\(x\\)</code></p><pre>\\[y\\]</pre>";
    expect((await create(code)).content).toBe(code);
  });

  it("re-saving the stored HTML, as the editor sends it back, stores the same HTML", async () => {
    const post = await create(
      '<p>\\(a^2 + b^2 = c^2\\) then \\[\\sum_{i=1}^n i\\]</p><pre><code class="language-python">print("x &lt; 2")</code></pre>',
    );
    expect(await edit(post.uuid, post.content)).toBe(post.content);
    expect(await edit(post.uuid, await edit(post.uuid, post.content))).toBe(post.content);
  });
});

describe("hostile TeX", () => {
  it("makes no link, class or script from \\href, \\url, \\htmlClass or \\includegraphics", async () => {
    const post = await create(
      "<p>\\(\\href{javascript:alert(1)}{click}\\) \\(\\url{javascript:alert(2)}\\) \\(\\htmlClass{x}{y}\\) " +
        "\\(\\htmlData{onclick=alert(3)}{z}\\) \\(\\includegraphics{https://evil.example/x.png}\\)</p>",
    );
    expect(post.status).toBe(201);
    // The source stays readable in the annotation; no attribute or element comes of it.
    expect(post.content).not.toMatch(/<a\s|\shref=|<img|\sonclick=|class="x"|\sdata-/i);
  });

  it("answers quickly, as typed, for macros without end, deep nesting and huge formulas", async () => {
    const hostile = [
      "\\(\\def\\a{\\a\\a}\\a\\)",
      "\\(\\def\\b{\\b x}\\b\\)",
      `\\(\\def\\a{${"xy".repeat(300)}}${"\\a".repeat(150)}\\)`, // 5.7 MB of HTML and 2 s, were it rendered
      `\\(\\begin{pmatrix}${"a&amp;".repeat(490)}b\\end{pmatrix}\\)`, // 300 KB: over the budget
      `\\(${"{".repeat(490)}x${"}".repeat(490)}\\)`,
      `\\(${"\\frac{1}{".repeat(120)}x${"}".repeat(120)}\\)`,
      `\\(${"\\sqrt{".repeat(150)}x${"}".repeat(150)}\\)`,
      `\\(${"x^".repeat(400)}y\\)`,
      `\\(\\rule{100000em}{100000em}\\)`,
      `\\(${"x+".repeat(600)}y\\)`, // over the length bound of one formula
    ];
    for (const tex of hostile) {
      const post = await create(`<p>${tex}</p>`);
      expect(post.status, tex.slice(0, 30)).toBe(201);
      expect(post.ms, tex.slice(0, 30)).toBeLessThan(1_500);
      expect(post.content.length).toBeLessThanOrEqual(65_536);
    }
    const endless = await create("<p>\\(\\def\\a{\\a\\a}\\a\\)</p>");
    expect(endless.content).toBe("<p>\\(\\def\\a{\\a\\a}\\a\\)</p>");
    const huge = await create(`<p>\\(${"x+".repeat(600)}y\\)</p>`);
    expect(huge.content).toBe(`<p>\\(${"x+".repeat(600)}y\\)</p>`);
  });

  it("renders at most what fits in 64 KB, and a bounded number of formulas; the rest stays as typed", async () => {
    const many = await create(`<p>${"\\(\\frac{a}{b}\\) ".repeat(400)}</p>`);
    expect(many.status).toBe(201);
    expect(many.content.length).toBeLessThanOrEqual(65_536);
    expect(many.content).toContain('<span class="katex">');
    expect(many.content).toContain("\\(\\frac{a}{b}\\)");
    expect(many.ms).toBeLessThan(1_500);
  });
});

describe("code blocks", () => {
  it("highlights a known language with highlight.js spans and keeps its language class", async () => {
    const post = await create('<pre><code class="language-python">def f(x):\n    return x &lt; 2</code></pre>');
    expect(post.content).toBe(
      '<pre><code class="language-python"><span class="hljs-keyword">def</span> <span class="hljs-title function_">f</span>' +
        '(<span class="hljs-params">x</span>):\n    <span class="hljs-keyword">return</span> x &lt; ' +
        '<span class="hljs-number">2</span></code></pre>',
    );
    expect(await contentText(post.uuid)).toBe("def f(x): return x < 2");
  });

  it("keeps an unknown language plain, drops classes that are not a language, and takes no spans from input", async () => {
    const unknown = '<pre><code class="language-cobol">MOVE A TO B</code></pre>';
    expect((await create(unknown)).content).toBe(unknown);
    const forged = '<pre><code class="hljs evil">x</code></pre><p><span class="hljs-keyword katex">y</span></p>';
    expect((await create(forged)).content).toBe("<pre><code>x</code></pre><p><span>y</span></p>");
  });
});
