import { type ReportReason, reasonBody } from "@forum/contract";
import { adminLimits } from "@forum/contract/texts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { InputField, TextAreaField } from "../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../admin/components/form-dialog.tsx";
import { ResourcePage } from "../../admin/components/resource-page.tsx";
import { useResourceForm } from "../../admin/use-resource-form.ts";
import { useAdminReasons, useDeleteReason, useSaveReason } from "./api.ts";
import { adminReasonTexts } from "./texts.ts";

const t = adminReasonTexts;

/** `/admin/report-reasons`: what students choose from when they report a post. */
export default function ReasonsPage() {
  return (
    <ResourcePage
      titleId="reasons-title"
      title={adminTexts.nav.reasons}
      texts={t}
      query={useAdminReasons()}
      remove={useDeleteReason()}
      name={(reason) => reason.name}
      details={(reason) => <p className="text-sm break-words text-slate-700">{reason.description}</p>}
      form={(reason, onClose) => <ReasonForm reason={reason} onClose={onClose} />}
    />
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
      <InputField label={t.name} maxLength={adminLimits.reasonNameMax} {...form.field("name")} />
      <TextAreaField
        label={t.description}
        maxLength={adminLimits.reasonDescriptionMax}
        {...form.field("description")}
      />
    </FormDialog>
  );
}
