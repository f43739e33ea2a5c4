import type { AssignmentTask, TaskProgress } from "@forum/contract";
import { statusBadge, rewardTaskTexts as T } from "@forum/contract/texts";
import { Check, Minus } from "lucide-react";
import { dateText } from "../format.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { Fact } from "./fact.tsx";

function Flag({ label, done }: { label: string; done: boolean }) {
  const Icon = done ? Check : Minus;
  return (
    <li className="flex items-center justify-between gap-2">
      <span>{label}</span>
      <span className={done ? "text-green-700" : "text-slate-500"}>
        <Icon size={18} aria-hidden="true" />
        <span className="sr-only">{done ? U.done : U.notDone}</span>
      </span>
    </li>
  );
}

/** Secondary §2's side panel: the dates, the assignment box, and the progress box. */
export function TaskProgressPanel({ item: t, progress: p }: { item: AssignmentTask; progress: TaskProgress | null }) {
  const hasTranslation = p?.progress.hasTranslation ?? t.hasTranslation;
  const hasAudio = p?.progress.hasAudio ?? t.hasAudio;
  return (
    <aside className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <dl className="grid grid-cols-2 gap-3">
        <Fact term={T.created} value={dateText(t.createdAt)} />
        <Fact term={T.updated} value={dateText(t.updatedAt)} />
        <Fact term={T.started} value={dateText(p?.timestamps.startedAt ?? t.startedAt)} />
        <Fact term={T.completedOn} value={dateText(p?.timestamps.completedAt ?? t.completedAt)} />
      </dl>
      <div className="rounded-lg bg-slate-50 p-3">
        <p className="font-semibold text-slate-900">{p?.assignment.title ?? t.assignment.title}</p>
        <p className="text-slate-700">{p?.assignment.language ?? t.assignment.language_name}</p>
        <p className="text-slate-700">
          {T.deadline}: {dateText(p?.assignment.dueDate ?? t.assignment.dueDate)}
        </p>
      </div>
      <ul className="space-y-2 rounded-lg bg-slate-50 p-3">
        <Flag label={T.translation} done={hasTranslation} />
        <Flag label={T.audio} done={hasAudio} />
        <li className="flex items-center justify-between gap-2">
          <span>{T.overallStatus}</span>
          <span className="font-semibold">{statusBadge(t.status)}</span>
        </li>
        <Flag label={T.readyToComplete} done={p?.progress.canComplete ?? (hasTranslation && hasAudio)} />
      </ul>
    </aside>
  );
}
