import type { AssignmentTask } from "@forum/contract";
import { isOverdue, rewardTaskTexts as T } from "@forum/contract/texts";
import { buttonClass } from "../../../components/button.tsx";
import { Link } from "../../../lib/router/index.ts";
import { dateText, durationText } from "../format.ts";
import { OverdueChip, StatusBadge } from "./badges.tsx";
import { ProgressBar } from "./progress-bar.tsx";

const actionOf = (status: AssignmentTask["status"] | string) =>
  status === "completed"
    ? T.viewDetails
    : status === "submitted"
      ? T.viewSubmission
      : status === "in_progress"
        ? T.continue
        : status === "pending"
          ? T.startTask
          : T.viewTask;

/** Secondary §2's assignment task row; its button opens task/{id}. */
export function ItemCard({ item }: { item: AssignmentTask }) {
  const title = item.title || item.text || T.taskNumber(item.id);
  const deadline = item.deadline ?? item.dueDate;
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words text-slate-900">{title}</h3>
        <StatusBadge status={item.status} />
        {isOverdue(deadline, item.status, "task") && <OverdueChip />}
      </div>
      {item.description && <p className="text-sm break-words text-slate-700">{item.description}</p>}
      {item.status === "in_progress" && <ProgressBar percent={item.progress_percentage} label={title} />}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{T.duration}</dt>
          <dd className="text-slate-900">{durationText(item.estimated_duration)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{T.deadline}</dt>
          <dd className="text-slate-900">{dateText(deadline)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{T.points}</dt>
          <dd className="text-slate-900">{item.points}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>
          {item.completedAt
            ? `${T.completedOn} ${dateText(item.completedAt)}`
            : item.submission_date
              ? `${T.submittedOn} ${dateText(item.submission_date)}`
              : item.startedAt
                ? `${T.started} ${dateText(item.startedAt)}`
                : null}
        </span>
        <Link
          to={`/task/${item.id}`}
          state={{ assignmentId: item.assignment_id }}
          aria-label={`${actionOf(item.status)}: ${title}`}
          className={buttonClass(item.status === "pending" || item.status === "in_progress" ? "primary" : "secondary")}
        >
          {actionOf(item.status)}
        </Link>
      </div>
    </li>
  );
}
