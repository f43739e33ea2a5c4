import type Quill from "quill";
import { useMemo } from "react";
import { type MentionField, MentionSuggest } from "./mention-suggest.tsx";

/** @mention suggestions in the rich-text editor, shown under the caret. */
export function QuillMentions({ quill }: { quill: Quill | null }) {
  const field = useMemo<MentionField | null>(() => {
    if (!quill) return null;
    return {
      input: quill.root,
      // The editor's wrapper: its keys are seen before Quill's own keyboard handling (Enter would end the line).
      keys: quill.container.parentElement ?? quill.root,
      read() {
        const range = quill.getSelection();
        return range && range.length === 0 ? { text: quill.getText(0, range.index), caret: range.index } : null;
      },
      replace(at, username) {
        quill.deleteText(at.start, at.end - at.start, "user");
        quill.insertText(at.start, `@${username} `, "user");
        quill.setSelection(at.start + username.length + 2, 0, "user");
      },
      watch(changed) {
        quill.on("editor-change", changed);
        return () => void quill.off("editor-change", changed);
      },
      place(at) {
        const b = quill.getBounds(at.end);
        const width = quill.container.clientWidth;
        return {
          top: quill.container.offsetTop + (b?.bottom ?? 0) + 4,
          left: Math.max(0, Math.min(b?.left ?? 0, width - 256)),
        };
      },
    };
  }, [quill]);
  return <MentionSuggest field={field} />;
}
