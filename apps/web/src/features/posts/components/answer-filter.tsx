import { type AnswerFilter, answerFilterEmpty, answerFilters, answerFilterTexts } from "@forum/contract/texts";
import { X } from "lucide-react";

type Props = { value: AnswerFilter | ""; onChange: (next: AnswerFilter | "") => void };

/** Unanswered / Unsolved / Solved questions: a labelled native select (keyboard and touch as the browser gives them). */
function AnswerFilterSelect({ value, onChange }: Props) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      {answerFilterTexts.label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as AnswerFilter | "")}
        className="min-h-11 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800"
      >
        <option value="">{answerFilterTexts.all}</option>
        {answerFilters.map((f) => (
          <option key={f} value={f}>
            {answerFilterTexts.filters[f]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filter as a removable chip, in the style of the feed's chips. */
function AnswerFilterChip({ value, onChange }: Props) {
  if (!value) return null;
  const label = answerFilterTexts.filters[value];
  return (
    <button
      type="button"
      onClick={() => onChange("")}
      aria-label={`Remove filter ${label}`}
      className="inline-flex min-h-9 items-center gap-1 rounded-full bg-blue-50 px-3 text-sm text-blue-900 hover:bg-blue-100"
    >
      {label}
      <X size={14} aria-hidden="true" />
    </button>
  );
}

/**
 * Select and chip together, for a community's and a profile's lists (the home feed has its own: feed-controls.tsx).
 * A lazy chunk: imported statically it joined the chunk of the lists' cards, and the home page downloaded it too.
 */
export default function AnswerFilterBar({ empty, ...props }: Props & { empty?: boolean }) {
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <AnswerFilterSelect {...props} />
        <AnswerFilterChip {...props} />
      </div>
      {empty && props.value && (
        <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          {answerFilterEmpty}
        </p>
      )}
    </>
  );
}
