import type { Assignment } from "@forum/contract";
import { isOverdue, rewardTaskTexts as T } from "@forum/contract/texts";
import { ArrowLeft } from "lucide-react";
import { Button } from "../../../components/button.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSession } from "../../../lib/session.ts";
import { useBack } from "../../../lib/use-back.ts";
import { useAssignment, useAssignmentItems } from "../api.ts";
import { OverdueChip, StatusBadge } from "../components/badges.tsx";
import { Fact } from "../components/fact.tsx";
import { ItemCard } from "../components/item-card.tsx";
import { LoadFailed, Loading, LoginRequired } from "../components/page-states.tsx";
import { ProgressBar } from "../components/progress-bar.tsx";
import { dateText, durationText, rewardText } from "../format.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { isNotFound, useRouteId } from "../route-id.ts";
import { useOutboxRetry } from "../use-outbox-retry.ts";

/** Secondary §2 assignment/{id}: the assignment, its side card and its items, Load More Tasks. Signed in only. */
export default function AssignmentPage() {
  useDocumentTitle(T.assignmentTasks);
  const id = useRouteId();
  if (!useSession()) return <LoginRequired message={T.loginForAssignment} />;
  if (id === null) return <LoadFailed title={T.assignmentNotFound} back={T.goBack} to={-1} />;
  return <AssignmentDetail id={id} />;
}

function AssignmentDetail({ id }: { id: number }) {
  const back = useBack("/tasks");
  const assignment = useAssignment(id);
  useOutboxRetry();
  if (assignment.isPending) return <Loading label={U.loadingTask} />;
  if (assignment.isError)
    return (
      <LoadFailed
        title={isNotFound(assignment.error) ? T.assignmentNotFound : T.assignmentLoadFailed}
        back={T.goBack}
        to={-1}
      />
    );
  const a = assignment.data.data;
  return (
    <article className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <Button variant="link" onClick={back}>
        <ArrowLeft size={18} aria-hidden="true" /> {T.back}
      </Button>
      <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-4">
          <header className="space-y-2">
            <h1 className="text-2xl font-bold break-words text-slate-900">{a.title}</h1>
            <p className="break-words text-slate-700">{a.company}</p>
            <div className="flex flex-wrap gap-1.5">
              <StatusBadge status={a.status} />
              {isOverdue(a.deadline, a.status, "assignment") && <OverdueChip />}
            </div>
            <p className="text-sm text-slate-700">
              {U.progressOf(a.completed_tasks, a.total_tasks, a.progressPercentage)}
            </p>
            <ProgressBar percent={a.progressPercentage} label={a.title} />
          </header>
          {a.description && <p className="break-words whitespace-pre-line text-slate-800">{a.description}</p>}
          <Items id={id} />
        </div>
        <SideCard a={a} />
      </div>
    </article>
  );
}

function Items({ id }: { id: number }) {
  const { items, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useAssignmentItems(id);
  return (
    <section aria-labelledby="items-title">
      <h2 id="items-title" className="mb-2 text-lg font-semibold text-slate-900">
        {T.assignmentTasks}
      </h2>
      {isPending ? (
        <Loading label={U.loadingTask} />
      ) : isError && items.length === 0 ? (
        <p role="alert" className="text-red-800">
          {T.assignmentLoadFailed}
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <h3 className="font-semibold text-slate-900">{T.noTasksInAssignment}</h3>
          <p className="mt-1 text-slate-700">{T.noTasksInAssignmentHint}</p>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </ul>
          {hasNextPage && (
            <Button
              variant="secondary"
              className="mt-4 w-full sm:w-auto"
              busy={isFetchingNextPage}
              onClick={() => fetchNextPage()}
            >
              {T.loadMoreTasks}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function SideCard({ a }: { a: Assignment }) {
  return (
    <aside className="h-fit space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <dl className="grid grid-cols-2 gap-3">
        <Fact term={T.totalReward} value={rewardText(a.reward_amount)} />
        <Fact term={T.estimatedDuration} value={durationText(a.estimated_duration)} />
        <Fact term={T.deadline} value={dateText(a.deadline)} />
        <Fact term={T.startedOn} value={dateText(a.start_date)} />
      </dl>
      {a.status === "completed" && (
        <p className="rounded-lg bg-green-50 p-3 text-green-900">
          {T.completed} {dateText(a.completion_date)}
        </p>
      )}
      {a.status === "submitted" && (
        <p className="rounded-lg bg-blue-50 p-3 text-blue-900">
          {T.underReview} {dateText(a.submission_date)}
        </p>
      )}
      {a.notes && (
        <div>
          <h2 className="font-semibold text-slate-900">{T.notes}</h2>
          <p className="break-words whitespace-pre-line text-slate-800">{a.notes}</p>
        </div>
      )}
    </aside>
  );
}
