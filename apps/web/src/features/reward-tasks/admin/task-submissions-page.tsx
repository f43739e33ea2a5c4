import type { AdminSubmission } from "@forum/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { Pager } from "../../admin/components/pager.tsx";
import { QueryView } from "../../admin/components/query-view.tsx";
import { type SubmissionTab, useAdminSubmissions, useApproveSubmission, useApprovingIds } from "./api.ts";
import { RejectSubmissionDialog } from "./components/reject-submission-dialog.tsx";
import { SubmissionFilterChips } from "./components/submission-filter-chips.tsx";
import { SubmissionRow } from "./components/submission-row.tsx";
import { adminRewardTaskTexts as t } from "./texts.ts";
import { useSubmissionQueue } from "./use-submission-queue.ts";

const tabClass =
  "flex min-h-11 shrink-0 items-center rounded-lg px-4 font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-blue-50 data-[state=active]:text-primary";

/**
 * `/admin/task-submissions`: students' translations and recordings, the waiting ones first, narrowed to a task, an
 * assignment or a language if asked; tab, page and filters in the address. An approval's outcome is the hook's.
 */
export default function TaskSubmissionsPage() {
  const title = adminTexts.nav.taskSubmissions;
  useDocumentTitle(title);
  const { status, page, filters, go, tabs } = useSubmissionQueue();
  const filtered = Object.keys(filters).length > 0;
  const submissions = useAdminSubmissions(status, page, filters);
  const approve = useApproveSubmission();
  const approving = useApprovingIds();
  const [rejecting, setRejecting] = useState<AdminSubmission | null>(null);

  return (
    <section aria-labelledby="task-submissions-title">
      <h1 id="task-submissions-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <SubmissionFilterChips
        filters={filters}
        rows={submissions.data?.data ?? []}
        onRemove={(key) => go({ status, set: { [key]: undefined } })}
      />
      <Tabs.Root value={status} onValueChange={(v) => go({ status: v as SubmissionTab })} className="mt-4">
        <Tabs.List aria-label={title} className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-2">
          {tabs.map((s) => (
            <Tabs.Trigger key={s} value={s} className={tabClass}>
              {t.tabs[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status} className="mt-4 outline-none">
          <QueryView
            query={submissions}
            isEmpty={(r) => r.data.length === 0 && page === 1}
            empty={filtered ? t.noneMatching : t.noneIn[status]}
          >
            {(r) => (
              <>
                <ul className="space-y-3" aria-busy={submissions.isPlaceholderData || undefined}>
                  {r.data.map((s) => (
                    <SubmissionRow
                      key={s.id}
                      submission={s}
                      approving={approving.includes(s.id)}
                      onApprove={() => approve.mutate(s.id)}
                      onReject={() => setRejecting(s)}
                      onFilter={(set) => go({ status, set })}
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
