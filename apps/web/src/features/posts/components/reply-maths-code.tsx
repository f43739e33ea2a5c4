import { codeLanguages, mathsCodeTexts } from "@forum/contract/texts";
import { Code, Sigma } from "lucide-react";
import { type RefObject, useEffect, useId, useState } from "react";
import { flushSync } from "react-dom";
import { replyHtml } from "../reply-html.ts";

type Props = {
  textarea: RefObject<HTMLTextAreaElement | null>;
  onText: (value: string) => void;
  /** The form's text-to-content step, which these tools take over (kept out of the post page's first download). */
  toHtml: RefObject<(text: string) => string>;
};

const tool =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-slate-700 hover:bg-slate-100";

/**
 * The reply box's maths and code (issue 26), loaded when the box opens: a formula button that writes `\(  \)` at the
 * caret (or around the selection), and a code block in a chosen language, written as a fenced block that
 * reply-html.ts turns into `<pre><code class="language-x">`. The server renders and highlights both.
 */
export default function ReplyMathsCode({ textarea, onText, toHtml }: Props) {
  const [language, setLanguage] = useState("plaintext");
  useEffect(() => {
    toHtml.current = replyHtml;
  }, [toHtml]);
  const id = useId();
  const write = (wrap: (selected: string) => [before: string, after: string]) => {
    const el = textarea.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    const [before, after] = wrap(value.slice(start, end));
    const caret = start + before.length + (start === end ? 0 : end - start);
    flushSync(() => onText(value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end)));
    el.focus();
    el.setSelectionRange(caret, caret);
  };
  const formula = () => write((selected) => (selected ? ["\\(", "\\)"] : ["\\( ", " \\)"]));
  const code = () => write(() => [`\n\`\`\`${language}\n`, "\n```\n"]);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={tool}
        aria-label={mathsCodeTexts.formula}
        title={mathsCodeTexts.formulaHint}
        onClick={formula}
      >
        <Sigma size={20} aria-hidden="true" />
      </button>
      <label htmlFor={`${id}-language`} className="sr-only">
        {mathsCodeTexts.codeLanguage}
      </label>
      <select
        id={`${id}-language`}
        value={language}
        onChange={(e) => setLanguage(e.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {codeLanguages.map((l) => (
          <option key={l.id} value={l.id}>
            {l.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={tool}
        aria-label={mathsCodeTexts.codeBlock}
        title={mathsCodeTexts.codeBlock}
        onClick={code}
      >
        <Code size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
