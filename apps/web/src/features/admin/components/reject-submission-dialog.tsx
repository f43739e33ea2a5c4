import { type AdminSubmission, rejectSubmissionBody } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { rewardTaskLimits as L } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { notify } from "../../../lib/notify.ts";
import { adminRewardTaskTexts as t } from "../admin-reward-task-texts.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { checkForm, failureOf } from "../form-errors.ts";
import { useRejectSubmission } from "../reward-tasks-api.ts";
import { TextAreaField } from "./fields.tsx";

/** Sending work back needs notes (the student reads them on the task); a refusal shows here, the notes kept. */
export function RejectSubmissionDialog({ submission, onClose }: { submission: AdminSubmission; onClose: () => void }) {
  const reject = useRejectSubmission();
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<{ notes?: string; message?: string | null }>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(rejectSubmissionBody, { notes });
    if (!checked.ok) return setError({ notes: checked.errors.notes });
    reject.mutate(
      { id: submission.id, notes: checked.data.notes },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onClose();
        },
        onError: (err) => {
          const failure = failureOf(err, ["notes"]);
          setError({ notes: failure.fields.notes, message: failure.message });
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !reject.isPending && onClose()}
      title={t.rejectTitle}
      description={t.rejectText(displayName(submission.student))}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextAreaField
          label={t.rejectNotes}
          value={notes}
          rows={4}
          maxLength={L.notesMax}
          error={error.notes}
          required
          onChange={(e) => {
            setNotes(e.target.value);
            setError({});
          }}
        />
        {error.message && <Alert>{error.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending}>
            {t.reject}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
