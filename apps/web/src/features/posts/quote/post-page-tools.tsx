import { mentionTexts } from "@forum/contract/texts";
import { Quote } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "../../../lib/router/index.ts";
import { quoteText } from "./quote-text.ts";

type Selected = { text: string; by: string; top: number; left: number };

/** The selection inside a post's or reply's text (`data-quote-by` names its author, empty when anonymous), if any. */
function selectedQuote(): Selected | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const node = range.commonAncestorContainer;
  const source = (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>("[data-quote-by]");
  const text = selection.toString().trim();
  if (!source || !text) return null;
  const box = range.getBoundingClientRect();
  const left = Math.min(Math.max(8, box.left), window.innerWidth - 120);
  return { text, by: source.dataset.quoteBy ?? "", top: Math.min(box.bottom + 8, window.innerHeight - 56), left };
}

/**
 * What the post page offers a signed-in student beyond a guest's (loaded apart, so a guest downloads none of it):
 * "Quote" beside text selected in the post or a reply, and opening a notification's reply (`#reply-<uuid>`).
 */
export default function PostPageTools({ onQuote }: { onQuote: (text: string) => void }) {
  const [selected, setSelected] = useState<Selected | null>(null);
  const { hash } = useLocation();
  useEffect(() => {
    const update = () => setSelected(selectedQuote());
    document.addEventListener("selectionchange", update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      document.removeEventListener("selectionchange", update);
      window.removeEventListener("scroll", update);
    };
  }, []);
  useEffect(() => {
    if (hash.startsWith("#reply-")) document.getElementById(hash.slice(1))?.scrollIntoView({ block: "center" });
  }, [hash]);
  if (!selected) return null;
  return (
    <button
      type="button"
      aria-label={mentionTexts.quoteLabel}
      style={{ top: selected.top, left: selected.left }}
      // The selection stays while the button is pressed (a tap would clear it first).
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        onQuote(quoteText(selected.by, selected.text));
        document.getSelection()?.removeAllRanges();
      }}
      className="fixed z-40 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-slate-900 px-4 text-sm font-medium text-white shadow-lg"
    >
      <Quote size={16} aria-hidden="true" />
      {mentionTexts.quote}
    </button>
  );
}
