import { type CategoryRef, limits, postFormTexts, timings } from "@forum/contract";
import { ChevronDown, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { inputClass } from "../../../components/text-field.tsx";
import { useCategories } from "../api.ts";

type Props = { value: CategoryRef[]; onChange: (next: CategoryRef[]) => void };

/**
 * Core §2/§5 category picker: a search box and list; at most 3 (the limit message shows 3 s); choosing one already
 * chosen changes nothing; it closes 250 ms after a click outside.
 */
export function CategoryPicker({ value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [limitHit, setLimitHit] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const categories = useCategories(search.trim(), limits.categorySearchLimit, open);
  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outside = (e: PointerEvent) => {
      if (box.current?.contains(e.target as Node)) return;
      timer = setTimeout(() => setOpen(false), timings.categoryDropdownCloseDelay);
    };
    document.addEventListener("pointerdown", outside);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerdown", outside);
    };
  }, [open]);
  useEffect(() => {
    if (!limitHit) return;
    const t = setTimeout(() => setLimitHit(false), timings.categoryLimitMessage);
    return () => clearTimeout(t);
  }, [limitHit]);
  const choose = (c: CategoryRef) => {
    if (value.some((v) => v.id === c.id)) return;
    if (value.length >= limits.maxCategoriesPerPost) return setLimitHit(true);
    onChange([...value, c]);
  };
  return (
    <div ref={box} className="relative">
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        Categories
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {value.map((c) => (
          <button
            key={c.id}
            type="button"
            onClick={() => onChange(value.filter((v) => v.id !== c.id))}
            aria-label={`Remove category ${c.name}`}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-blue-50 px-3 text-sm text-blue-900"
          >
            {c.name}
            <X size={14} aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-describedby={`${id}-label`}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium"
        >
          Choose categories
          <ChevronDown size={16} aria-hidden="true" />
        </button>
      </div>
      {limitHit && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {postFormTexts.categoryLimit}
        </p>
      )}
      {open && (
        <div
          id={`${id}-panel`}
          className="mt-2 w-full max-w-sm rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <label htmlFor={`${id}-search`} className="sr-only">
            Search categories
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search categories"
            className={inputClass}
          />
          <ul className="mt-2 max-h-60 overflow-y-auto" aria-label="Categories">
            {categories.data?.length === 0 && (
              <li className="p-2 text-sm text-slate-600">{postFormTexts.noCategoryMatch}</li>
            )}
            {categories.data?.map((c) => {
              const chosen = value.some((v) => v.id === c.id);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => choose(c)}
                    className="flex min-h-11 w-full items-center rounded-lg px-2 text-left text-sm hover:bg-slate-50 aria-pressed:font-semibold aria-pressed:text-primary"
                  >
                    {c.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
