import type { RewardTask } from "@forum/contract";
import { rewardTaskTexts as T } from "@forum/contract/texts";
import { Link } from "../../../lib/router/index.ts";
import { deadlineText, durationText, rewardText } from "../format.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { Badge } from "./badges.tsx";
import { ProgressBar } from "./progress-bar.tsx";

/** Secondary §2's task card; the whole card is one link to tasks/{id}. */
export function TaskCard({ task }: { task: RewardTask }) {
  const name = task.name || task.title || T.untitled;
  const filled = task.max_participants ? (task.participants_count / task.max_participants) * 100 : 0;
  return (
    <li className="min-w-0">
      <Link
        to={`/tasks/${task.id}`}
        className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary focus-visible:border-primary"
      >
        {task.status === "closed" && (
          <p className="-mx-4 -mt-4 rounded-t-2xl bg-slate-800 px-4 py-1 text-sm font-semibold text-white">
            {T.taskClosed}
          </p>
        )}
        <div className="flex items-start gap-3">
          {task.company_logo && (
            <img
              src={task.company_logo}
              alt={U.companyLogo(task.company)}
              width={40}
              height={40}
              loading="lazy"
              className="size-10 shrink-0 rounded-lg object-contain"
            />
          )}
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold break-words text-slate-900">{name}</h2>
            <p className="text-sm break-words text-slate-700">{task.company}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge>{task.difficulty}</Badge>
          <Badge>{task.reward_type}</Badge>
          {task.category && <Badge>{task.category}</Badge>}
          {task.user_enrolled && <Badge tone="green">{T.alreadyEnrolled}</Badge>}
        </div>
        <p className="text-sm break-words text-slate-700">{task.short_description}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{T.reward}</dt>
            <dd className="font-semibold text-slate-900">{rewardText(task.reward_amount)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{T.duration}</dt>
            <dd className="font-semibold text-slate-900">{durationText(task.estimated_duration, task.duration)}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700">{deadlineText(task.deadline)}</p>
        <div className="mt-auto">
          <p className="mb-1 flex justify-between text-sm text-slate-700">
            <span>{T.participants}</span>
            <span>{U.participantsOf(task.participants_count, task.max_participants)}</span>
          </p>
          {task.max_participants !== null && <ProgressBar percent={filled} label={T.participants} />}
        </div>
      </Link>
    </li>
  );
}
