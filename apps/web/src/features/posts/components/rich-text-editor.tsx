import "quill/dist/quill.snow.css";
import Quill from "quill";
import { useEffect, useRef } from "react";
import { plainSpaces } from "../editor-html.ts";

type Props = { value: string; onChange: (html: string) => void; label: string };

/** Core §2 toolbar: headers, fonts, lists, bold, italic, underline, alignment, link. */
const toolbar = [
  [{ header: [1, 2, 3, false] }, { font: [] }],
  ["bold", "italic", "underline"],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ align: [] }],
  ["link"],
];

/** The rich-text editor (Quill 2), loaded only with the post form. `value` seeds it; edits flow out as HTML. */
export default function RichTextEditor({ value, onChange, label }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const initial = useRef(value);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const editorEl = document.createElement("div");
    el.append(editorEl);
    const quill = new Quill(editorEl, { theme: "snow", modules: { toolbar }, placeholder: "Write your post..." });
    if (initial.current) quill.clipboard.dangerouslyPasteHTML(initial.current, "silent");
    quill.root.setAttribute("aria-label", label);
    quill.root.setAttribute("role", "textbox");
    quill.root.setAttribute("aria-multiline", "true");
    // Quill's toolbar buttons carry no names; give each one what it does.
    for (const button of el.querySelectorAll<HTMLButtonElement>(".ql-toolbar button")) {
      const format = [...button.classList].find((c) => c.startsWith("ql-"))?.slice(3) ?? "format";
      button.setAttribute("aria-label", button.value ? `${format} ${button.value}` : format);
    }
    for (const picker of el.querySelectorAll<HTMLElement>(".ql-picker-label")) {
      const kind = [...(picker.parentElement?.classList ?? [])].find((c) => c !== "ql-picker")?.slice(3) ?? "option";
      picker.setAttribute("aria-label", kind);
    }
    // The link tooltip (shown when a link is added or selected) has an unnamed address box and preview link.
    el.querySelector(".ql-tooltip input")?.setAttribute("aria-label", "Link address");
    el.querySelector(".ql-tooltip a.ql-preview")?.setAttribute("aria-label", "Open the link in a new tab");
    const html = () => plainSpaces(quill.getSemanticHTML());
    quill.on("text-change", () => latest.current(quill.getLength() > 1 ? html() : ""));
    return () => {
      quill.off("text-change");
      el.replaceChildren();
    };
  }, [label]);
  return <div ref={host} className="rich-text rounded-lg bg-white" />;
}
