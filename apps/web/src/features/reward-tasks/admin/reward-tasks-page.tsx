import type { RewardTask } from "@forum/contract";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { FactLine } from "../../admin/components/fact-line.tsx";
import { ResourcePage } from "../../admin/components/resource-page.tsx";
import { useAdminRewardTasks, useDeleteRewardTask } from "./api.ts";
import { RewardTaskForm } from "./components/reward-task-form.tsx";
import { TaskAssignments } from "./components/task-assignments.tsx";
import { adminRewardTaskTexts as t } from "./texts.ts";

/** `/admin/reward-tasks`: the partner's tasks as students see them on /tasks, each with its assignments. */
export default function RewardTasksPage() {
  return (
    <ResourcePage
      titleId="reward-tasks-title"
      title={adminTexts.nav.rewardTasks}
      texts={t}
      query={useAdminRewardTasks()}
      remove={useDeleteRewardTask()}
      name={(task) => task.name}
      media={(task) =>
        task.company_logo ? (
          <img src={task.company_logo} alt="" className="size-12 rounded-lg object-cover" loading="lazy" />
        ) : undefined
      }
      details={(task) => <TaskDetails task={task} />}
      form={(task, onClose) => <RewardTaskForm task={task} onClose={onClose} />}
    />
  );
}

function TaskDetails({ task }: { task: RewardTask }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <FactLine>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${task.status === "open" ? "bg-green-50 text-green-800" : "bg-slate-100 text-slate-700"}`}
        >
          {t.statuses[task.status]}
        </span>
        {task.company}
        {t.difficulties[task.difficulty]}
        {t.participants(task.participants_count, task.max_participants)}
      </FactLine>
      <Button
        variant="link"
        className="-ml-4"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t.hideAssignments(task.name) : t.assignmentsOf(task.name)}
        onClick={() => setOpen(!open)}
      >
        {t.assignments}
        <ChevronDown size={18} aria-hidden="true" className={open ? "rotate-180" : undefined} />
      </Button>
      {open && <TaskAssignments task={task} id={panelId} />}
    </>
  );
}
