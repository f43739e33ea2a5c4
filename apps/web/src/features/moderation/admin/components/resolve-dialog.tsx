import { type ResolveAction, resolveBody } from "@forum/contract";
import { adminMessages } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../../components/alert.tsx";
import { Button } from "../../../../components/button.tsx";
import { Dialog } from "../../../../components/dialog.tsx";
import { notify } from "../../../../lib/notify.ts";
import { adminTexts } from "../../../admin/admin-ui-texts.ts";
import { TextAreaField } from "../../../admin/components/fields.tsx";
import { checkForm, failureOf } from "../../../admin/form-errors.ts";
import { useResolveReport } from "../api.ts";
import { adminReportTexts } from "../texts.ts";

const t = adminReportTexts;

/**
 * One of dismiss / hide / restore / delete on a reported post, with an optional note. Deleting is an alert dialog: it
 * cannot be undone, so only its buttons answer it.
 */
export function ResolveDialog({
  postId,
  action,
  onClose,
}: {
  postId: number;
  action: ResolveAction;
  onClose: () => void;
}) {
  const resolve = useResolveReport();
  const [note, setNote] = useState("");
  const [error, setError] = useState<{ note?: string; message?: string | null }>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(resolveBody, { action, note });
    if (!checked.ok) return setError({ note: checked.errors.note });
    resolve.mutate(
      { postId, action, note: note.trim() },
      {
        onSuccess: (res) => {
          notify.success(res.message || adminMessages.reportResolved[action]);
          onClose();
        },
        onError: (err) => {
          const failure = failureOf(err, ["note"]);
          setError({ note: failure.fields.note, message: failure.message });
        },
      },
    );
  };
  const danger = action === "delete";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !resolve.isPending && onClose()}
      title={t.dialogTitle[action]}
      description={t.dialogText[action]}
      alert={danger}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextAreaField
          label={t.note}
          hint={t.noteHint[action]}
          value={note}
          error={error.note}
          onChange={(e) => {
            setNote(e.target.value);
            setError({});
          }}
        />
        {error.message && <Alert>{error.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} busy={resolve.isPending}>
            {t.actions[action]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
