import type { AdminSubmission } from "@forum/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { useSearchParams } from "../../../lib/router/index.ts";
import { adminRewardTaskTexts as t } from "../admin-reward-task-texts.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { Pager } from "../components/pager.tsx";
import { QueryView } from "../components/query-view.tsx";
import { RejectSubmissionDialog } from "../components/reject-submission-dialog.tsx";
import { SubmissionRow } from "../components/submission-row.tsx";
import { type SubmissionTab, useAdminSubmissions, useApproveSubmission } from "../reward-tasks-api.ts";

const tabs = ["submitted", "completed", "in_progress"] as const satisfies SubmissionTab[];
const tabClass =
  "flex min-h-11 shrink-0 items-center rounded-lg px-4 font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-blue-50 data-[state=active]:text-primary";

/** `/admin/task-submissions`: students' translations and recordings, the waiting ones first; tab and page in the address. */
export default function TaskSubmissionsPage() {
  const title = adminTexts.nav.taskSubmissions;
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const status = tabs.find((s) => s === params.get("status")) ?? "submitted";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const go = (next: { status?: SubmissionTab; page?: number }) =>
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });
  const submissions = useAdminSubmissions(status, page);
  const approve = useApproveSubmission();
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminSubmission | null>(null);
  const onApprove = (s: AdminSubmission) => {
    setFailure(null);
    approve.mutate(s.id, {
      onSuccess: (res) => notify.success(res.message),
      onError: (err) => setFailure(errorMessage(err)),
    });
  };

  return (
    <section aria-labelledby="task-submissions-title">
      <h1 id="task-submissions-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {failure && (
        <div className="mt-4">
          <Alert onClose={() => setFailure(null)}>{failure}</Alert>
        </div>
      )}
      <Tabs.Root value={status} onValueChange={(v) => go({ status: v as SubmissionTab })} className="mt-4">
        <Tabs.List aria-label={title} className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-2">
          {tabs.map((s) => (
            <Tabs.Trigger key={s} value={s} className={tabClass}>
              {t.tabs[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status} className="mt-4 outline-none">
          <QueryView query={submissions} isEmpty={(r) => r.data.length === 0 && page === 1} empty={t.noneIn[status]}>
            {(r) => (
              <>
                <ul className="space-y-3" aria-busy={submissions.isPlaceholderData || undefined}>
                  {r.data.map((s) => (
                    <SubmissionRow
                      key={s.id}
                      submission={s}
                      approving={approve.isPending && approve.variables === s.id}
                      onApprove={() => onApprove(s)}
                      onReject={() => setRejecting(s)}
                    />
                  ))}
                </ul>
                <Pager
                  page={page}
                  lastPage={r.last_page}
                  label={t.submissionPages(t.tabs[status])}
                  onPage={(p) => go({ page: p })}
                />
              </>
            )}
          </QueryView>
        </Tabs.Content>
      </Tabs.Root>
      {rejecting && <RejectSubmissionDialog submission={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
