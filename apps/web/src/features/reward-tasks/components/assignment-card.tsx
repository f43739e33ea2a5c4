import type { Assignment } from "@forum/contract";
import { isOverdue, rewardTaskTexts as T } from "@forum/contract/texts";
import { Link } from "../../../lib/router/index.ts";
import { dateText, durationText, rewardText } from "../format.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { OverdueChip, StatusBadge } from "./badges.tsx";
import { ProgressBar } from "./progress-bar.tsx";

/** Secondary §2: the action named after the student's status. */
const actionOf = (status: Assignment["status"]) =>
  status === "completed"
    ? T.viewDetails
    : status === "submitted"
      ? T.viewStatus
      : status === "in_progress"
        ? T.continue
        : T.start;

/** Secondary §2's assignment card; the whole card is one link to assignment/{id}. */
export function AssignmentCard({ assignment: a }: { assignment: Assignment }) {
  return (
    <li className="min-w-0">
      <Link
        to={`/assignment/${a.id}`}
        className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-primary"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 flex-1 font-semibold break-words text-slate-900">{a.title}</h3>
          <StatusBadge status={a.status} />
          {isOverdue(a.deadline, a.status, "assignment") && <OverdueChip />}
        </div>
        {a.description && <p className="text-sm break-words text-slate-700">{a.description}</p>}
        <div>
          <p className="mb-1 text-sm text-slate-700">
            {U.progressOf(a.completed_tasks, a.total_tasks, a.progressPercentage)}
          </p>
          <ProgressBar percent={a.progressPercentage} label={a.title} />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{T.reward}</dt>
            <dd className="font-medium text-slate-900">{rewardText(a.reward_amount)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{T.duration}</dt>
            <dd className="font-medium break-words text-slate-900">{durationText(a.estimated_duration)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{T.deadline}</dt>
            <dd className="font-medium text-slate-900">{dateText(a.deadline)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span>
            {a.completion_date
              ? `${T.completedOn} ${dateText(a.completion_date)}`
              : a.submission_date
                ? `${T.submittedOn} ${dateText(a.submission_date)}`
                : null}
          </span>
          <span className="font-semibold text-primary">{actionOf(a.status)}</span>
        </div>
      </Link>
    </li>
  );
}
