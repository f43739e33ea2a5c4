import type { AdminPoll } from "@forum/contract";
import { useState } from "react";
import { adminTexts } from "../admin-ui-texts.ts";
import { useAdminPolls, useDeletePoll } from "../api.ts";
import { useDeleteFlow } from "../components/delete-flow.tsx";
import { ItemRow } from "../components/item-row.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { PollForm } from "../components/poll-form.tsx";
import { QueryView } from "../components/query-view.tsx";

const t = adminTexts.polls;

/** `/admin/polls`: the polls with their votes; one is active (on the home sidebar) at a time. */
export default function PollsPage() {
  const list = useAdminPolls();
  const [editing, setEditing] = useState<AdminPoll | "new" | null>(null);
  const remove = useDeletePoll();
  const del = useDeleteFlow({ mutateAsync: (p: AdminPoll) => remove.mutateAsync(p.id), isPending: remove.isPending });
  return (
    <section aria-labelledby="polls-title">
      <PageHeader id="polls-title" title={adminTexts.nav.polls} action={t.new} onAction={() => setEditing("new")} />
      <div className="mt-4">
        <QueryView query={list} isEmpty={(r) => r.data.length === 0} empty={t.none}>
          {(r) => (
            <ul className="space-y-2">
              {r.data.map((poll) => (
                <ItemRow
                  key={poll.id}
                  name={poll.title}
                  onEdit={() => setEditing(poll)}
                  onDelete={() => del.ask(poll, t.deleteConfirm(poll.title))}
                >
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {poll.active && (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                        {t.activeMark}
                      </span>
                    )}
                    {t.votes(poll.votes_count)}
                  </p>
                  <ul className="mt-1 text-sm text-slate-700">
                    {poll.options.map((o) => (
                      <li key={o.id}>
                        {o.option}: {t.votes(o.votes_count)}
                      </li>
                    ))}
                  </ul>
                </ItemRow>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      {editing && <PollForm poll={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {del.dialogs}
    </section>
  );
}
