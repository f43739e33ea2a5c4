import { type ReplySort, replySorts, replySortTexts } from "@forum/contract/texts";

/**
 * Best / Oldest / Newest: a labelled native select (keyboard and screen readers for free, small on a phone). A lazy
 * chunk, loaded once a post has two replies to order: a reader of an unanswered question downloads none of it.
 */
export default function ReplySortSelect({
  value,
  onChange,
}: {
  value: ReplySort;
  onChange: (sort: ReplySort) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {replySortTexts.label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as ReplySort)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {replySorts.map((s) => (
          <option key={s} value={s}>
            {replySortTexts.sorts[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
