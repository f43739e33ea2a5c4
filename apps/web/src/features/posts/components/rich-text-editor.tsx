import "quill/dist/quill.snow.css";
import "./rich-text-editor.css";
import { postFormTexts } from "@forum/contract";
import Quill, { Delta } from "quill";
import { useEffect, useRef, useState } from "react";
import { editableHtml, plainSpaces } from "../editor-html.ts";
import { imageTypes } from "../image-files.ts";
import { QuillMentions } from "../mentions/quill-mentions.tsx";
import { addMathsCode, mathsCodeGroup } from "./editor-maths-code.ts";

type Props = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Files from the image button, a paste or a drop; they go to the post's image slots. */
  onImages: (files: File[]) => void;
  /** All image slots are taken: the image button is disabled and says why. */
  imagesFull: boolean;
  /** The empty editor's hint (the community editor asks for thoughts). */
  placeholder?: string;
};

/** Core §2 toolbar: headers, fonts, lists, bold, italic, underline, alignment, link, and (optionally) image. */
const toolbar = [
  [{ header: [1, 2, 3, false] }, { font: [] }],
  ["bold", "italic", "underline"],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ align: [] }],
  ["link", "image"],
  mathsCodeGroup,
];

// The server keeps only images from its own storage in content; anything else pasted would vanish on saving.
const ownImage = /^(https?:\/\/[^/]+)?\/forum\/uploads\//;

/** The rich-text editor (Quill 2), loaded only with the post form. `value` seeds it; edits flow out as HTML. */
export default function RichTextEditor({
  value,
  onChange,
  label,
  onImages,
  imagesFull,
  placeholder = "Write your post...",
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ onChange, onImages });
  latest.current = { onChange, onImages };
  const initial = useRef(value);
  const [editor, setEditor] = useState<Quill | null>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const editorEl = document.createElement("div");
    el.append(editorEl);
    const quill = new Quill(editorEl, {
      theme: "snow",
      placeholder,
      modules: {
        toolbar,
        // Images become the post's attachments (images[], max 4, stored and re-encoded by the server), not inline data.
        uploader: {
          mimetypes: imageTypes,
          handler: (_range: unknown, files: File[]) => latest.current.onImages(files),
        },
      },
    });
    quill.clipboard.addMatcher("IMG", (node, delta) =>
      ownImage.test((node as HTMLImageElement).getAttribute("src") ?? "") ? delta : new Delta(),
    );
    if (initial.current) quill.clipboard.dangerouslyPasteHTML(editableHtml(initial.current), "silent");
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
    addMathsCode(quill, el.querySelector(".ql-toolbar") ?? el);
    // The link tooltip (shown when a link is added or selected) has an unnamed address box and preview link.
    el.querySelector(".ql-tooltip input")?.setAttribute("aria-label", "Link address");
    el.querySelector(".ql-tooltip a.ql-preview")?.setAttribute("aria-label", "Open the link in a new tab");
    const html = () => plainSpaces(quill.getSemanticHTML());
    quill.on("text-change", () => latest.current.onChange(quill.getLength() > 1 ? html() : ""));
    setEditor(quill);
    return () => {
      setEditor(null);
      quill.off("text-change");
      el.replaceChildren();
    };
  }, [label, placeholder]);
  useEffect(() => {
    const button = host.current?.querySelector<HTMLButtonElement>(".ql-toolbar button.ql-image");
    if (!button) return;
    button.disabled = imagesFull;
    const name = imagesFull ? `${postFormTexts.addImage} (${postFormTexts.imagesFull})` : postFormTexts.addImage;
    button.setAttribute("aria-label", name);
    button.title = name;
  }, [imagesFull]);
  return (
    <div className="relative">
      <div ref={host} className="rich-text rounded-lg bg-white" />
      <QuillMentions quill={editor} />
    </div>
  );
}
