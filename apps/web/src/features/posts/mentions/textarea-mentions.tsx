import { type RefObject, useEffect, useRef, useState } from "react";
import { insertMention } from "./mention-query.ts";
import { type MentionField, MentionSuggest } from "./mention-suggest.tsx";

type Props = { input: RefObject<HTMLTextAreaElement | null>; onChange: (value: string) => void };

/** @mention suggestions for a plain textarea (the reply box), loaded once a signed-in student opens it. */
export default function TextareaMentions({ input, onChange }: Props) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const [field, setField] = useState<MentionField | null>(null);
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    setField({
      input: el,
      keys: el.parentElement ?? el,
      read: () =>
        document.activeElement === el && el.selectionStart === el.selectionEnd
          ? { text: el.value, caret: el.selectionStart }
          : null,
      replace(at, username) {
        const next = insertMention(el.value, at, username);
        latest.current(next.text);
        // The value is React's: the caret is placed once it has rendered.
        requestAnimationFrame(() => el.setSelectionRange(next.caret, next.caret));
      },
      watch(changed) {
        const events = ["input", "click", "keyup", "focus", "blur"] as const;
        for (const e of events) el.addEventListener(e, changed);
        return () => {
          for (const e of events) el.removeEventListener(e, changed);
        };
      },
    });
  }, [input]);
  return <MentionSuggest field={field} />;
}
