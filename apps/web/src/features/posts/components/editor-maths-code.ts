import { codeLanguages, mathsCodeTexts } from "@forum/contract/texts";
import type Quill from "quill";
import "../quill-code-block.ts";

/** The toolbar group (issue 26): a formula and a code block; the language select joins it in addMathsCode. */
export const mathsCodeGroup = ["formula", "code-block"];

/**
 * The formula button writes TeX delimiters (the server renders what is between them, so the editor needs no KaTeX):
 * `\(  \)` with the caret inside, or around the selection. The code-block button turns the line(s) into a code block
 * in the chosen language, or back into text; changing the language retypes the block the caret is in.
 */
export function addMathsCode(quill: Quill, toolbar: HTMLElement) {
  const select = document.createElement("select");
  select.className = "ql-code-language";
  select.setAttribute("aria-label", mathsCodeTexts.codeLanguage);
  select.title = mathsCodeTexts.codeLanguage;
  for (const { id, label } of codeLanguages) select.add(new Option(label, id, id === "plaintext"));
  const codeButton = toolbar.querySelector<HTMLButtonElement>("button.ql-code-block");
  codeButton?.after(select);
  name(toolbar.querySelector("button.ql-formula"), mathsCodeTexts.formula);
  name(codeButton, mathsCodeTexts.codeBlock);

  const toolbarModule = quill.getModule("toolbar") as { addHandler(format: string, handler: () => void): void };
  toolbarModule.addHandler("formula", () => {
    const range = quill.getSelection(true);
    if (range.length) {
      quill.insertText(range.index + range.length, "\\)", "user");
      quill.insertText(range.index, "\\(", "user");
      quill.setSelection(range.index + range.length + 4, 0, "user");
    } else {
      quill.insertText(range.index, "\\(  \\)", "user");
      quill.setSelection(range.index + 3, 0, "user");
    }
  });
  toolbarModule.addHandler("code-block", () => {
    const inCode = Boolean(quill.getFormat(quill.getSelection(true))["code-block"]);
    quill.format("code-block", inCode ? false : select.value, "user");
  });
  // The select takes the focus from the editor: the block to retype is where the caret last was, and the focus stays
  // on the select (arrow keys go on through the languages).
  let last: { index: number; length: number } | null = null;
  quill.on("selection-change", (range) => {
    if (!range) return;
    last = range;
    const language = quill.getFormat(range)["code-block"]; // the select shows the language of the block entered
    if (typeof language === "string") select.value = language;
  });
  select.addEventListener("change", () => {
    if (last && quill.getFormat(last)["code-block"]) {
      quill.formatLine(last.index, last.length, "code-block", select.value, "user");
    }
  });
}

function name(button: HTMLElement | null, text: string) {
  button?.setAttribute("aria-label", text);
  button?.setAttribute("title", text);
}
