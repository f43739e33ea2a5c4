import { codeLanguages } from "@forum/contract/texts";
import Quill from "quill";
import { escapeText } from "quill/blots/text.js";
import CodeBlock, { CodeBlockContainer } from "quill/formats/code.js";

/**
 * Quill's code block, with a language (issue 26): the block keeps it in `data-language` and gives it out as the
 * server's form, `<pre><code class="language-x">`, which the server highlights on saving. Quill's own syntax module
 * would do this with highlight.js in the browser, which is what readers and writers should not download.
 */
const known = new Set<string>(codeLanguages.map((l) => l.id));
const languageOf = (value: unknown) => (typeof value === "string" && known.has(value) ? value : "plaintext");

class LanguageCodeBlock extends CodeBlock {
  static override register() {} // the container below is registered with it
  static override create(value: unknown) {
    const node = CodeBlock.create(value) as HTMLElement; // the same tag and class as this one
    node.dataset.language = languageOf(value);
    return node;
  }
  /** A block's language; for a `<pre>` pasted or loaded (editor-html.ts editableHtml), the one it names. */
  static override formats(node: HTMLElement) {
    return languageOf(node.dataset.language);
  }
  override format(name: string, value: unknown) {
    if (name === this.statics.blotName && value) (this.domNode as HTMLElement).dataset.language = languageOf(value);
    else super.format(name, value);
  }
}

class LanguageCodeBlockContainer extends CodeBlockContainer {
  override html(index: number, length: number) {
    const first = this.children.head?.domNode as HTMLElement | undefined;
    // Lines by textContent: Quill's innerText is layout-bound (and absent from jsdom); a line's text is plain anyway.
    const code = this.children
      .map((line) => (line.length() <= 1 ? "" : (line.domNode.textContent ?? "")))
      .join("\n")
      .slice(index, index + length);
    return `<pre><code class="language-${languageOf(first?.dataset.language)}">${escapeText(code)}</code></pre>`;
  }
}
LanguageCodeBlock.requiredContainer = LanguageCodeBlockContainer;
LanguageCodeBlockContainer.allowedChildren = [LanguageCodeBlock];

Quill.register(
  { "formats/code-block": LanguageCodeBlock, "formats/code-block-container": LanguageCodeBlockContainer },
  true,
);
