import { displayName, timeAgo } from "@forum/contract/helpers";
import { useState } from "react";
import { dateTimeText } from "../../../lib/date-text.ts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { PageHeader } from "../../admin/components/page-header.tsx";
import { Pager } from "../../admin/components/pager.tsx";
import { QueryView } from "../../admin/components/query-view.tsx";
import { useAuditLog } from "./api.ts";
import { adminAuditTexts } from "./texts.ts";

const t = adminAuditTexts;

/** `/admin/audit-log`: every admin write, newest first: who, what, to which, the note, when. */
export default function AuditLogPage() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  return (
    <section aria-labelledby="audit-title">
      <PageHeader id="audit-title" title={adminTexts.nav.audit} />
      <div className="mt-4">
        <QueryView query={log} isEmpty={(r) => r.data.length === 0 && page === 1} empty={t.none}>
          {(r) => (
            <>
              <ol className="space-y-2" aria-busy={log.isPlaceholderData || undefined}>
                {r.data.map((entry) => (
                  <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-3 text-sm">
                    <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1">
                      <dt className="font-medium text-slate-600">{t.who}</dt>
                      <dd className="font-semibold break-words text-slate-900">
                        {entry.actor ? displayName(entry.actor) : t.gone}
                      </dd>
                      <dt className="font-medium text-slate-600">{t.action}</dt>
                      <dd className="break-words text-slate-900">{entry.action}</dd>
                      <dt className="font-medium text-slate-600">{t.target}</dt>
                      <dd className="break-words text-slate-900">
                        {entry.target_type}
                        {entry.target_id !== null && ` #${entry.target_id}`}
                      </dd>
                      {entry.note && (
                        <>
                          <dt className="font-medium text-slate-600">{t.note}</dt>
                          <dd className="break-words text-slate-900">{entry.note}</dd>
                        </>
                      )}
                      <dt className="font-medium text-slate-600">{t.when}</dt>
                      <dd className="text-slate-900">
                        <time dateTime={entry.created_at} title={dateTimeText(entry.created_at)}>
                          {timeAgo(entry.created_at)}
                        </time>
                      </dd>
                    </dl>
                  </li>
                ))}
              </ol>
              <Pager page={page} lastPage={r.last_page} label="Audit log pages" onPage={setPage} />
            </>
          )}
        </QueryView>
      </div>
    </section>
  );
}
