import type { AdminSubmission, AdminSubmissionFilters } from "@forum/contract";
import { X } from "lucide-react";
import { adminRewardTaskTexts as t } from "../texts.ts";
import type { SubmissionFilterKey } from "../use-submission-queue.ts";

/**
 * The queue's filters that are set, each one removable. Names come from the listed submissions (all of them match);
 * with none listed, the address's id is all there is to show.
 */
export function SubmissionFilterChips({
  filters,
  rows,
  onRemove,
}: {
  filters: AdminSubmissionFilters;
  rows: AdminSubmission[];
  onRemove: (key: SubmissionFilterKey) => void;
}) {
  const chips: { key: SubmissionFilterKey; label: string }[] = [];
  const task = filters.reward_task_id;
  if (task !== undefined) {
    const name = rows.find((s) => s.reward_task.id === task)?.reward_task.name ?? `#${task}`;
    chips.push({ key: "reward_task_id", label: `${t.rewardTask}: ${name}` });
  }
  const assignment = filters.assignment_id;
  if (assignment !== undefined) {
    const title = rows.find((s) => s.assignment.id === assignment)?.assignment.title ?? `#${assignment}`;
    chips.push({ key: "assignment_id", label: `${t.assignment}: ${title}` });
  }
  if (filters.language) chips.push({ key: "language", label: `${t.language}: ${filters.language}` });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t.activeFilters} className="mt-4 flex flex-wrap gap-2">
      {chips.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            onClick={() => onRemove(c.key)}
            aria-label={t.removeFilter(c.label)}
            className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full bg-blue-50 px-3 text-sm break-words text-blue-900 hover:bg-blue-100"
          >
            {c.label}
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
