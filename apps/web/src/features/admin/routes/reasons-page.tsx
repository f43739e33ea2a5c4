import { type ReportReason, reasonBody } from "@forum/contract";
import { adminLimits } from "@forum/contract/texts";
import { useState } from "react";
import { adminTexts } from "../admin-ui-texts.ts";
import { useAdminReasons, useDeleteReason, useSaveReason } from "../api.ts";
import { useDeleteFlow } from "../components/delete-flow.tsx";
import { InputField, TextAreaField } from "../components/fields.tsx";
import { FormDialog, savedThen } from "../components/form-dialog.tsx";
import { ItemRow } from "../components/item-row.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { QueryView } from "../components/query-view.tsx";
import { useResourceForm } from "../use-resource-form.ts";

const t = adminTexts.reasons;

/** `/admin/report-reasons`: what students choose from when they report a post. */
export default function ReasonsPage() {
  const list = useAdminReasons();
  const [editing, setEditing] = useState<ReportReason | "new" | null>(null);
  const remove = useDeleteReason();
  const del = useDeleteFlow({
    mutateAsync: (r: ReportReason) => remove.mutateAsync(r.id),
    isPending: remove.isPending,
  });
  return (
    <section aria-labelledby="reasons-title">
      <PageHeader id="reasons-title" title={adminTexts.nav.reasons} action={t.new} onAction={() => setEditing("new")} />
      <div className="mt-4">
        <QueryView query={list} isEmpty={(r) => r.data.length === 0} empty={t.none}>
          {(r) => (
            <ul className="space-y-2">
              {r.data.map((reason) => (
                <ItemRow
                  key={reason.id}
                  name={reason.name}
                  onEdit={() => setEditing(reason)}
                  onDelete={() => del.ask(reason, t.deleteConfirm(reason.name))}
                >
                  <p className="text-sm break-words text-slate-700">{reason.description}</p>
                </ItemRow>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      {editing && <ReasonForm reason={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {del.dialogs}
    </section>
  );
}

function ReasonForm({ reason, onClose }: { reason: ReportReason | null; onClose: () => void }) {
  const save = useSaveReason();
  const form = useResourceForm(reasonBody, { name: reason?.name ?? "", description: reason?.description ?? "" }, [
    "name",
    "description",
  ]);
  return (
    <FormDialog
      title={reason ? t.editTitle : t.createTitle}
      busy={save.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync({ id: reason?.id, body }).then(savedThen(onClose)))}
    >
      <InputField
        label={t.name}
        value={form.values.name}
        maxLength={adminLimits.reasonNameMax}
        error={form.errors.name}
        onChange={(e) => form.set("name", e.target.value)}
      />
      <TextAreaField
        label={t.description}
        value={form.values.description}
        maxLength={adminLimits.reasonDescriptionMax}
        error={form.errors.description}
        onChange={(e) => form.set("description", e.target.value)}
      />
    </FormDialog>
  );
}
