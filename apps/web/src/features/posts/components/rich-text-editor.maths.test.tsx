import { mathsCodeTexts } from "@forum/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Quill from "quill";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { plainSpaces } from "../editor-html.ts";
import RichTextEditor from "./rich-text-editor.tsx";

const setup = (value = "") => {
  const onChange = vi.fn();
  const view = render(
    <RichTextEditor value={value} onChange={onChange} label="Post content" onImages={vi.fn()} imagesFull={false} />,
  );
  const editor = view.container.querySelector<HTMLElement>(".ql-editor") as HTMLElement;
  const last = () => onChange.mock.lastCall?.[0] as string;
  return { ...view, editor, last };
};

// A KaTeX rendering and a highlighted block as the server stores them (shortened: the annotation is what counts).
const stored =
  '<p>Area <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>r</mi></mrow>' +
  '<annotation encoding="application/x-tex">\\pi r^2</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="katex-base">πr2</span></span></span></p>' +
  '<pre><code class="language-python"><span class="hljs-keyword">def</span> f(x):\n    <span class="hljs-keyword">pass</span></code></pre>';

// Quill scrolls the caret into view after a toolbar action; jsdom has no layout to measure.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe("RichTextEditor: maths and code (issue 26)", () => {
  it("inserts \\(  \\) at the caret with the formula button", async () => {
    const { editor, last } = setup();
    const user = userEvent.setup();
    await user.click(editor);
    await user.click(screen.getByRole("button", { name: mathsCodeTexts.formula }));
    expect(last()).toBe("<p>\\(  \\)</p>");
    await user.keyboard("x^2");
    expect(last()).toBe("<p>\\( x^2 \\)</p>");
  });

  it("wraps the selected text in \\( \\) with the formula button", async () => {
    const { container, editor, last } = setup();
    const user = userEvent.setup();
    await user.click(editor);
    await user.keyboard("Area a+b");
    (Quill.find(container.querySelector(".ql-container") as HTMLElement) as Quill).setSelection(5, 3);
    await user.click(screen.getByRole("button", { name: mathsCodeTexts.formula }));
    expect(last().startsWith("<p>Area \\(a+b\\)</p>")).toBe(true); // (and jsdom's empty line)
  });

  it("makes a code block in the language chosen from a named select", async () => {
    const { editor, last } = setup();
    const user = userEvent.setup();
    await user.click(editor);
    await user.keyboard("print(1)");
    await user.selectOptions(screen.getByRole("combobox", { name: mathsCodeTexts.codeLanguage }), "python");
    await user.click(screen.getByRole("button", { name: mathsCodeTexts.codeBlock }));
    // (jsdom's typing leaves an empty line after the text; a browser does not: e2e/answers-maths.e2e.ts)
    expect(last()).toMatch(/^<pre><code class="language-python">print\(1\)<\/code><\/pre>/);
    await user.selectOptions(screen.getByRole("combobox", { name: mathsCodeTexts.codeLanguage }), "javascript");
    expect(last()).toMatch(/^<pre><code class="language-javascript">print\(1\)<\/code><\/pre>/);
  });

  it("loads stored maths and code back as TeX and plain code, which it gives out again", async () => {
    const { container, editor } = setup(stored);
    expect(editor.textContent).toBe("Area \\(\\pi r^2\\)def f(x):    pass");
    const quill = Quill.find(container.querySelector(".ql-container") as HTMLElement) as Quill;
    expect(plainSpaces(quill.getSemanticHTML())).toBe(
      '<p>Area \\(\\pi r^2\\)</p><pre><code class="language-python">def f(x):\n    pass</code></pre>',
    );
  });
});
