import { rewardDifficulties, rewardTaskLimits, rewardTypes, rewardTaskTexts as T } from "@forum/contract/texts";
import { useId } from "react";
import { Button } from "../../../components/button.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { inputClass } from "../../../components/text-field.tsx";
import type { TaskFilters } from "../api.ts";

export const noFilters: TaskFilters = { search: "", company: "", reward_type: "", difficulty: "" };
export const hasFilters = (f: TaskFilters) => Object.values(f).some((v) => v.trim() !== "");

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Secondary §2: search, company, reward type and difficulty, and Clear Filters; the page debounces the texts. */
export function TaskFiltersBar({ value, onChange }: { value: TaskFilters; onChange: (f: TaskFilters) => void }) {
  const id = useId();
  const set = (patch: Partial<TaskFilters>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_auto] lg:items-end">
      <SearchField
        label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        value={value.search}
        onChange={(search) => set({ search: search.slice(0, rewardTaskLimits.searchMax) })}
      />
      <div>
        <label htmlFor={`${id}-company`} className="sr-only">
          {T.companyLabel}
        </label>
        <input
          id={`${id}-company`}
          type="text"
          value={value.company}
          maxLength={rewardTaskLimits.companyMax}
          placeholder={T.companyPlaceholder}
          onChange={(e) => set({ company: e.target.value })}
          className={inputClass}
        />
      </div>
      <Select
        id={`${id}-reward`}
        label={T.rewardTypeLabel}
        options={rewardTypes}
        value={value.reward_type}
        onChange={(v) => set({ reward_type: v as TaskFilters["reward_type"] })}
      />
      <Select
        id={`${id}-difficulty`}
        label={T.difficultyLabel}
        options={rewardDifficulties}
        value={value.difficulty}
        onChange={(v) => set({ difficulty: v as TaskFilters["difficulty"] })}
      />
      <Button variant="secondary" onClick={() => onChange(noFilters)} disabled={!hasFilters(value)}>
        {T.clearFilters}
      </Button>
    </div>
  );
}

function Select(props: {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)} className={inputClass}>
        <option value="">{T.anyOption}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {capitalised(o)}
          </option>
        ))}
      </select>
    </div>
  );
}
