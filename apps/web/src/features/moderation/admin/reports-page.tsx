import type { ResolveAction } from "@forum/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSearchParams } from "../../../lib/router/index.ts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { Pager } from "../../admin/components/pager.tsx";
import { QueryView } from "../../admin/components/query-view.tsx";
import { useReports } from "./api.ts";
import { ReportRow } from "./components/report-row.tsx";
import { ResolveDialog } from "./components/resolve-dialog.tsx";
import { adminReportTexts } from "./texts.ts";

const t = adminReportTexts;
type Status = "open" | "resolved";
const tabClass =
  "flex min-h-11 items-center rounded-lg px-4 font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-blue-50 data-[state=active]:text-primary";

/** `/admin/reports`: the queue, one row per reported post, most reported first; the tab and page live in the address. */
export default function ReportsPage() {
  useDocumentTitle(adminTexts.nav.reports);
  const [params, setParams] = useSearchParams();
  const status: Status = params.get("status") === "resolved" ? "resolved" : "open";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const go = (next: { status?: Status; page?: number }) =>
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });
  const reports = useReports(status, page);
  const [acting, setActing] = useState<{ postId: number; action: ResolveAction } | null>(null);

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className="text-2xl font-bold text-slate-900">
        {adminTexts.nav.reports}
      </h1>
      <Tabs.Root value={status} onValueChange={(v) => go({ status: v as Status })} className="mt-4">
        <Tabs.List aria-label={adminTexts.nav.reports} className="flex gap-2 border-b border-slate-200 pb-2">
          <Tabs.Trigger value="open" className={tabClass}>
            {t.open}
          </Tabs.Trigger>
          <Tabs.Trigger value="resolved" className={tabClass}>
            {t.resolved}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={status} className="mt-4 outline-none">
          <QueryView query={reports} isEmpty={(r) => r.data.length === 0 && page === 1} empty={t.none[status]}>
            {(r) => (
              <>
                <ul className="space-y-3" aria-busy={reports.isPlaceholderData || undefined}>
                  {r.data.map((row) => (
                    <ReportRow
                      key={row.post.id}
                      row={row}
                      onAction={(action) => setActing({ postId: row.post.id, action })}
                    />
                  ))}
                </ul>
                <Pager
                  page={page}
                  lastPage={r.last_page}
                  label={`${t[status]} reports pages`}
                  onPage={(p) => go({ page: p })}
                />
              </>
            )}
          </QueryView>
        </Tabs.Content>
      </Tabs.Root>
      {acting && <ResolveDialog {...acting} onClose={() => setActing(null)} />}
    </section>
  );
}
