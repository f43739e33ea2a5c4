import type { AnnouncementCategory } from "@forum/contract";
import { announcementTexts } from "@forum/contract/texts";
import { useEffect, useRef } from "react";

/**
 * Secondary §2 filter: All plus one chip per category, in a row that scrolls sideways on a phone. The selected chip
 * is highlighted (and pressed, for screen readers) and scrolled into view, also when the page opens on it.
 */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: AnnouncementCategory[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const row = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection or the chips change
  useEffect(() => {
    row.current
      ?.querySelector('[aria-pressed="true"]')
      ?.scrollIntoView?.({ behavior: "smooth", block: "nearest", inline: "center" });
  }, [selected, categories]);
  const chips = [{ id: null, name: announcementTexts.all }, ...categories];
  return (
    <ul ref={row} aria-label={announcementTexts.categoriesLabel} className="-mx-3 flex gap-2 overflow-x-auto px-3 py-1">
      {chips.map((c) => {
        const on = c.id === selected;
        return (
          <li key={c.id ?? "all"} className="shrink-0">
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onSelect(c.id)}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium whitespace-nowrap transition-colors ${
                on
                  ? "border-primary bg-primary text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
              }`}
            >
              {c.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
