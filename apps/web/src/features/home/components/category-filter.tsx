import { feedTexts } from "@forum/contract/texts";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useCategories } from "../../posts/api.ts";

const chip =
  "inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-medium border-slate-300 bg-white text-slate-800 hover:bg-slate-50";

/** The Categories dropdown: a disclosure with a checkbox per category (multi-select), fetched when first opened. */
export function CategoryFilter({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const categories = useCategories("", 50, open);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => box.current?.contains(e.target as Node) || setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      box.current?.querySelector("button")?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        className={`${chip} ${selected.length ? "border-primary text-primary" : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {feedTexts.categories}
        {selected.length > 0 && <span className="sr-only">({selected.length} selected)</span>}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <fieldset
          id={panelId}
          className="absolute left-0 z-30 mt-2 max-h-72 w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <legend className="sr-only">{feedTexts.categories}</legend>
          {categories.isPending && <p className="p-2 text-sm text-slate-600">Loading...</p>}
          {categories.data?.length === 0 && <p className="p-2 text-sm text-slate-600">No categories.</p>}
          {categories.data?.map((c) => (
            <label
              key={c.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={selected.includes(c.id)}
                onChange={() => toggle(c.id)}
              />
              <span className="text-sm text-slate-800">{c.name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
