import type { Assignment, RewardTask } from "@forum/contract";
import { Download, Plus, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/button.tsx";
import { FactLine } from "../../../admin/components/fact-line.tsx";
import { Pager } from "../../../admin/components/pager.tsx";
import { QueryView } from "../../../admin/components/query-view.tsx";
import { useTaskAssignments } from "../api.ts";
import { useExportAssignment } from "../export-download.ts";
import { adminRewardTaskTexts as t } from "../texts.ts";
import { AssignmentForm } from "./assignment-form.tsx";
import { ItemsUploadDialog } from "./items-upload-dialog.tsx";

/** A task's assignments, opened under its row: create one, add items to one, download one's dataset. */
export function TaskAssignments({ task, id }: { task: RewardTask; id: string }) {
  const [page, setPage] = useState(1);
  const query = useTaskAssignments(task.third_party_ref, page);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState<Assignment | null>(null);
  const exporter = useExportAssignment();
  return (
    <section id={id} aria-label={t.assignmentsOf(task.name)} className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      <Button variant="secondary" onClick={() => setCreating(true)}>
        <Plus size={18} aria-hidden="true" />
        {t.newAssignment}
      </Button>
      <QueryView query={query} isEmpty={(r) => r.data.data.length === 0 && page === 1} empty={t.noAssignments}>
        {(r) => (
          <>
            <ul className="space-y-2">
              {r.data.data.map((a) => (
                <li key={a.id} className="rounded-xl border border-slate-200 p-3">
                  <p className="font-medium break-words text-slate-900">{a.title}</p>
                  <FactLine>
                    {a.language_name}
                    {a.language_mode}
                    {t.items(a.total_tasks)}
                  </FactLine>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button variant="secondary" aria-label={t.uploadItemsFor(a.title)} onClick={() => setUploading(a)}>
                      <Upload size={18} aria-hidden="true" />
                      {t.uploadItems}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t.exportFor(a.title)}
                      busy={exporter.isPending && exporter.variables === a.id}
                      onClick={() => exporter.mutate(a.id)}
                    >
                      <Download size={18} aria-hidden="true" />
                      {exporter.isPending && exporter.variables === a.id ? t.exporting : t.exportZip}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={page} lastPage={r.data.last_page} label={t.assignmentPages(task.name)} onPage={setPage} />
          </>
        )}
      </QueryView>
      {creating && <AssignmentForm task={task} onClose={() => setCreating(false)} />}
      {uploading && <ItemsUploadDialog assignment={uploading} onClose={() => setUploading(null)} />}
    </section>
  );
}
