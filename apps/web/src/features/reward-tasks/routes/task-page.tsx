import { rewardTaskTexts as T } from "@forum/contract/texts";
import { ArrowLeft } from "lucide-react";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Link } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useTaskAssignments, useTaskProfile } from "../api.ts";
import { AssignmentCard } from "../components/assignment-card.tsx";
import { Badge } from "../components/badges.tsx";
import { LoadFailed, Loading, LoginRequired } from "../components/page-states.tsx";
import { TaskSideCard } from "../components/task-side-card.tsx";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { isNotFound, useRouteId } from "../route-id.ts";

/** Secondary §2 tasks/{id}: the task, its side card and the grid of its assignments. Signed in only. */
export default function TaskPage() {
  useDocumentTitle(T.title);
  const id = useRouteId();
  if (!useSession()) return <LoginRequired message={T.loginForTasks} />;
  if (id === null) return <LoadFailed title={T.taskNotFound} back={T.backToTasks} to="/tasks" />;
  return <TaskDetail id={id} />;
}

function TaskDetail({ id }: { id: number }) {
  const profile = useTaskProfile(id);
  const assignments = useTaskAssignments(profile.data?.data.third_party_ref);
  if (profile.isPending) return <Loading label={U.loadingTask} />;
  if (profile.isError)
    return (
      <LoadFailed
        title={isNotFound(profile.error) ? T.taskNotFound : T.taskLoadFailed}
        back={T.backToTasks}
        to="/tasks"
      />
    );
  const task = profile.data.data.reward_task;
  const list = assignments.data?.data.data ?? [];
  return (
    <article className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <Link to="/tasks" className="inline-flex min-h-11 items-center gap-1 font-medium text-primary">
        <ArrowLeft size={18} aria-hidden="true" /> {T.backToTasks}
      </Link>
      <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <header>
            <h1 className="text-2xl font-bold break-words text-slate-900">{task.name || task.title || T.untitled}</h1>
            <p className="mt-1 break-words text-slate-700">
              {task.company} · {T.taskPoints}: {profile.data.data.points}
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge>{task.difficulty}</Badge>
              <Badge>{task.reward_type}</Badge>
              {task.category && <Badge>{task.category}</Badge>}
              {task.status === "closed" && <Badge tone="red">{T.taskClosed}</Badge>}
            </div>
          </header>
          <Part title={T.description}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the contract's description is HTML the server sanitises */}
            <div className="post-content break-words" dangerouslySetInnerHTML={{ __html: task.description }} />
          </Part>
          {task.requirements && (
            <Part title={T.requirements}>
              <p className="whitespace-pre-line">{task.requirements}</p>
            </Part>
          )}
          {task.instructions && (
            <Part title={T.instructions}>
              <p className="whitespace-pre-line">{task.instructions}</p>
            </Part>
          )}
          <Part title={T.availableAssignments}>
            {assignments.isPending ? (
              <Loading label={U.loadingTask} />
            ) : assignments.isError ? (
              <p role="alert" className="text-red-800">
                {T.taskLoadFailed}
              </p>
            ) : list.length === 0 ? (
              <p className="text-slate-700">{T.noAssignments}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {list.map((a) => (
                  <AssignmentCard key={a.id} assignment={a} />
                ))}
              </ul>
            )}
          </Part>
        </div>
        <TaskSideCard task={task} />
      </div>
    </article>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="min-w-0 text-slate-800">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
