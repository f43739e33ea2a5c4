import { rewardTaskTexts as T } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSession } from "../../../lib/session.ts";
import { type TaskFilters, useRewardTasks } from "../api.ts";
import { Loading, LoginRequired } from "../components/page-states.tsx";
import { TaskCard } from "../components/task-card.tsx";
import { hasFilters, noFilters, TaskFiltersBar } from "../components/task-filters.tsx";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { useOutboxRetry } from "../use-outbox-retry.ts";

/** Secondary §9: the texts wait this long after the last key; the selects apply at once. */
const searchDebounceMs = 300;

/** Secondary §2 /tasks: the partner's tasks with filters the server applies. Signed in only. */
export default function TasksPage() {
  useDocumentTitle(T.title);
  if (!useSession()) return <LoginRequired message={T.loginForTasks} />;
  return <Tasks />;
}

function Tasks() {
  // A submission kept on this device goes as soon as the connection returns, wherever in the tasks the student is.
  useOutboxRetry();
  const [filters, setFilters] = useState<TaskFilters>(noFilters);
  const search = useDebouncedValue(filters.search, searchDebounceMs).trim();
  const company = useDebouncedValue(filters.company, searchDebounceMs).trim();
  const applied = { ...filters, search, company };
  const { data, isPending, isPlaceholderData, isError, refetch } = useRewardTasks(applied);
  const tasks = data?.data ?? [];
  // An empty list kept from the last filters must not say "no tasks found" for filters still on their way.
  const waiting = isPending || (isPlaceholderData && tasks.length === 0);
  const filtered = hasFilters(applied);
  return (
    <section aria-labelledby="tasks-title" className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <h1 id="tasks-title" className="mb-4 text-2xl font-bold text-slate-900">
        {T.title}
      </h1>
      <TaskFiltersBar value={filters} onChange={setFilters} />
      <div className="mt-4">
        {waiting ? (
          <Loading label={U.loading} />
        ) : isError ? (
          <div className="space-y-3">
            <Alert>{U.listFailed}</Alert>
            <Button variant="secondary" onClick={() => refetch()}>
              {U.retry}
            </Button>
          </div>
        ) : tasks.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{filtered ? T.noTasksFound : T.noTasksAvailable}</h2>
            <p className="mt-1 text-slate-700">{filtered ? T.noTasksFoundHint : T.noTasksAvailableHint}</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tasks.map((t) => (
              <TaskCard key={t.id} task={t} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
