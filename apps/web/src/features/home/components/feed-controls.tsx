import { type AnswerFilter, answerFilters, answerFilterTexts, feedTexts, timings } from "@forum/contract/texts";
import { X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { SearchField } from "../../../components/search-field.tsx";
import { useSession } from "../../../lib/session.ts";
import { type FeedFilters, useCategories } from "../../posts/api.ts";
import { CategoryFilter } from "./category-filter.tsx";

// A tag's watch bell, for signed-in students on a tag's feed only: never part of the home's first download. Offline and
// never fetched, the page goes on without it.
const WatchBell = lazy(() => import("../../reach/components/watch-bell.tsx").catch(() => ({ default: () => null })));

type Props = { filters: FeedFilters; onChange: (patch: Partial<FeedFilters>) => void };

const chip = "inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-medium";
const off = "border-slate-300 bg-white text-slate-800 hover:bg-slate-50";
const on = "border-primary bg-primary text-white";

/** Core §2 feed controls: search (500 ms debounce), Recent, Categories, tag, and removable chips of what is set. */
export function FeedControls({ filters, onChange }: Props) {
  const [term, setTerm] = useState(filters.search);
  const signedIn = !!useSession();
  const typed = useRef(false);
  // The nav search (or Back) can change ?search= under us; the box follows unless the user is mid-typing.
  useEffect(() => {
    if (!typed.current) setTerm(filters.search);
  }, [filters.search]);
  useEffect(() => {
    if (!typed.current) return;
    const id = setTimeout(() => {
      typed.current = false;
      onChange({ search: term });
    }, timings.feedSearchDebounce);
    return () => clearTimeout(id);
  }, [term, onChange]);
  const names = useCategories("", 50, filters.categoryIds.length > 0).data ?? [];
  const nameOf = (id: number) => names.find((c) => c.id === id)?.name ?? `Category ${id}`;

  return (
    <div className="space-y-3">
      <SearchField
        label="Search posts"
        placeholder="Search posts, topics and tags"
        value={term}
        onChange={(value) => {
          typed.current = true;
          setTerm(value);
        }}
        onSubmit={() => {
          typed.current = false;
          onChange({ search: term });
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={filters.recent}
          onClick={() => onChange({ recent: !filters.recent })}
          className={`${chip} ${filters.recent ? on : off}`}
        >
          {feedTexts.recent}
        </button>
        <CategoryFilter selected={filters.categoryIds} onChange={(categoryIds) => onChange({ categoryIds })} />
        {filters.tag && <span className={`${chip} ${on}`}>#{filters.tag}</span>}
        {filters.tag && signedIn && (
          <Suspense fallback={null}>
            <WatchBell target={{ kind: "tag", tag: filters.tag }} />
          </Suspense>
        )}
        {/* The home's own copy of posts/components/answer-filter.tsx's select: sharing that module with the community
            and profile pages reshuffled the home's chunks (2 KB more, e2e/first-download.e2e.ts). */}
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          {answerFilterTexts.label}
          <select
            value={filters.answers ?? ""}
            onChange={(e) => onChange({ answers: e.target.value as AnswerFilter | "" })}
            className={`${chip} ${off}`}
          >
            <option value="">{answerFilterTexts.all}</option>
            {answerFilters.map((f) => (
              <option key={f} value={f}>
                {answerFilterTexts.filters[f]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FilterChips filters={filters} onChange={onChange} nameOf={nameOf} />
    </div>
  );
}

function FilterChips({ filters, onChange, nameOf }: Props & { nameOf: (id: number) => string }) {
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.search) chips.push({ key: "s", label: `"${filters.search}"`, remove: () => onChange({ search: "" }) });
  if (filters.tag) chips.push({ key: "t", label: `#${filters.tag}`, remove: () => onChange({ tag: "" }) });
  if (filters.recent) chips.push({ key: "r", label: feedTexts.recent, remove: () => onChange({ recent: false }) });
  if (filters.answers) {
    const label = answerFilterTexts.filters[filters.answers];
    chips.push({ key: "a", label, remove: () => onChange({ answers: "" }) });
  }
  for (const id of filters.categoryIds) {
    chips.push({
      key: `c${id}`,
      label: nameOf(id),
      remove: () => onChange({ categoryIds: filters.categoryIds.filter((x) => x !== id) }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            onClick={c.remove}
            aria-label={`Remove filter ${c.label}`}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-blue-50 px-3 text-sm text-blue-900 hover:bg-blue-100"
          >
            {c.label}
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
