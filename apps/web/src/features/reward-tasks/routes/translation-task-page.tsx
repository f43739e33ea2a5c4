import { isOverdue, rewardTaskTexts as T } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSession } from "../../../lib/session.ts";
import { useAssignmentItem, useRefreshAfterSubmit, useTaskProgress } from "../api.ts";
import { Badge, OverdueChip, StatusBadge } from "../components/badges.tsx";
import { LoadFailed, Loading, LoginRequired } from "../components/page-states.tsx";
import { SubmitTaskDialog } from "../components/submit-task-dialog.tsx";
import { TaskInfoPanels } from "../components/task-info-panels.tsx";
import { TaskProgressPanel } from "../components/task-progress-panel.tsx";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";
import { isNotFound, useRouteId } from "../route-id.ts";
import { useOutboxRetry } from "../use-outbox-retry.ts";

/** Secondary §2 task/{id}: one sentence to translate and read aloud, its context, progress, and the dialog. */
export default function TranslationTaskPage() {
  const id = useRouteId();
  useDocumentTitle(T.translationTaskTitle(id ?? 0));
  if (!useSession()) return <LoginRequired message={T.loginForTask} />;
  if (id === null) return <LoadFailed title={T.taskNotFound} back={T.goBack} to={-1} />;
  return <TranslationTask id={id} />;
}

function TranslationTask({ id }: { id: number }) {
  const item = useAssignmentItem(id);
  const progress = useTaskProgress(id);
  const refresh = useRefreshAfterSubmit();
  const outbox = useOutboxRetry(id);
  const [open, setOpen] = useState(false);
  if (item.isPending) return <Loading label={U.loadingTask} />;
  if (item.isError)
    return <LoadFailed title={isNotFound(item.error) ? T.taskNotFound : T.taskLoadFailed} back={T.goBack} to={-1} />;
  const t = item.data.data;
  const p = progress.data?.data ?? null;
  const canWork = (t.status === "pending" || t.status === "in_progress") && !p?.progress.isCompleted;
  return (
    <article className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{T.translationTaskTitle(t.id)}</h1>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={t.status} />
          {t.complexity && <Badge>{t.complexity}</Badge>}
          {t.style && <Badge>{t.style}</Badge>}
          {t.domain && <Badge>{t.domain}</Badge>}
          {isOverdue(t.deadline ?? t.dueDate, t.status, "task") && <OverdueChip />}
        </div>
      </header>
      {outbox.waiting && (
        <div className="mt-3">
          <Alert tone="info">{U.pendingOnDevice}</Alert>
        </div>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="to-translate">
            <h2 id="to-translate" className="mb-2 text-lg font-semibold text-slate-900">
              {T.textToTranslate}
            </h2>
            <p className="rounded-lg bg-slate-100 p-4 text-lg break-words text-slate-900">{t.text}</p>
          </section>
          {canWork && (
            <Button className="w-full sm:w-auto" onClick={() => setOpen(true)}>
              {t.status === "pending" ? T.startTask : T.continueTask}
            </Button>
          )}
          <TaskInfoPanels item={t} progress={p} />
        </div>
        <TaskProgressPanel item={t} progress={p} />
      </div>
      {open && (
        <SubmitTaskDialog
          open={open}
          onOpenChange={setOpen}
          item={t}
          draft={p?.draft ?? null}
          onSaved={() => void refresh()}
          onKept={outbox.markWaiting}
        />
      )}
    </article>
  );
}
