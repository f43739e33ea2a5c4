import type { RewardTask } from "@forum/contract";
import { rewardTaskTexts as T } from "@forum/contract/texts";
import { chips, dateText, durationText, rewardText } from "../format.ts";
import { Fact } from "./fact.tsx";

/** Secondary §2's side card: the facts, one message about joining, and the skills and tools as chips. */
export function TaskSideCard({ task }: { task: RewardTask }) {
  const message = task.status === "closed" ? T.notAccepting : task.user_enrolled ? T.enrolled : T.selectAssignment;
  return (
    <aside className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Fact term={T.reward} value={rewardText(task.reward_amount)} />
        <Fact term={T.duration} value={durationText(task.estimated_duration, task.duration)} />
        <Fact term={T.deadline} value={dateText(task.deadline)} />
        <Fact
          term={T.maxParticipants}
          value={task.max_participants === null ? T.unlimited : String(task.max_participants)}
        />
      </dl>
      <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-900">{message}</p>
      <Chips title={T.skillsRequired} list={chips(task.skills_required)} />
      <Chips title={T.toolsRequired} list={chips(task.tools_required)} />
    </aside>
  );
}

function Chips({ title, list }: { title: string; list: string[] }) {
  if (list.length === 0) return null;
  return (
    <div>
      <h2 className="mb-1 text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="flex flex-wrap gap-1.5">
        {list.map((c) => (
          <li key={c} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
            {c}
          </li>
        ))}
      </ul>
    </div>
  );
}
