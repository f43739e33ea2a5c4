import { type AdminSubmission, rejectSubmissionBody } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { rewardTaskLimits as L } from "@forum/contract/texts";
import { ReasonDialog } from "../../../admin/components/reason-dialog.tsx";
import { useRejectSubmission } from "../api.ts";
import { adminRewardTaskTexts as t } from "../texts.ts";

/** Sending work back needs notes (the student reads them on the task). */
export function RejectSubmissionDialog({ submission, onClose }: { submission: AdminSubmission; onClose: () => void }) {
  const reject = useRejectSubmission();
  return (
    <ReasonDialog
      field="notes"
      schema={rejectSubmissionBody}
      title={t.rejectTitle}
      description={t.rejectText(displayName(submission.student))}
      label={t.rejectNotes}
      confirm={t.reject}
      maxLength={L.notesMax}
      rows={4}
      pending={reject.isPending}
      send={(notes) => reject.mutateAsync({ id: submission.id, notes })}
      onClose={onClose}
    />
  );
}
