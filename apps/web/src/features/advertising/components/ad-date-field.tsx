import { useState } from "react";
import { inputClass } from "../../../components/text-field.tsx";
import { dateParts, daysIn, monthNames } from "../ad-dates.ts";
import { adsUiTexts as t } from "../ads-ui-texts.ts";

type Props = { label: string; value: string; min: string; max: string; onChange: (date: string) => void };

const pad = (n: string) => n.padStart(2, "0");
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The start date as the site writes dates (en-NG: day, short month, year, as in "15 Jan 2030"): three lists rather
 * than a date input, which shows the browser's own format (month first in a US browser). `value` is "YYYY-MM-DD",
 * or "" until all three are chosen; the years run from `min`'s to `max`'s, the form checks the day itself.
 */
export function AdDateField({ label, value, min, max, onChange }: Props) {
  const [parts, setParts] = useState(() => dateParts(value));
  const last = parts.year && parts.month ? daysIn(Number(parts.year), Number(parts.month)) : 31;
  const choose = (patch: Partial<typeof parts>) => {
    const next = { ...parts, ...patch };
    // 31 chosen, then a shorter month: its last day, rather than a date that does not exist.
    if (next.day && next.year && next.month) {
      next.day = String(Math.min(Number(next.day), daysIn(Number(next.year), Number(next.month))));
    }
    setParts(next);
    onChange(next.day && next.month && next.year ? `${next.year}-${pad(next.month)}-${pad(next.day)}` : "");
  };
  const lists = [
    { key: "day", name: t.day, options: range(1, last).map((d) => [String(d), String(d)]) },
    { key: "month", name: t.month, options: monthNames.map((m, i) => [String(i + 1), m]) },
    {
      key: "year",
      name: t.year,
      options: range(Number(min.slice(0, 4)), Number(max.slice(0, 4))).map((y) => [String(y), String(y)]),
    },
  ] as const;
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,5fr)] gap-2">
        {lists.map((list) => (
          <select
            key={list.key}
            aria-label={list.name}
            className={inputClass}
            value={parts[list.key]}
            onChange={(e) => choose({ [list.key]: e.target.value })}
          >
            <option value="">{list.name}</option>
            {list.options.map(([v, text]) => (
              <option key={v} value={v}>
                {text}
              </option>
            ))}
          </select>
        ))}
      </div>
    </fieldset>
  );
}
