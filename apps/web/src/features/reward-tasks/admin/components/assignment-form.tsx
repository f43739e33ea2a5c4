import { type AssignmentBody, assignmentBody, type RewardTask } from "@forum/contract";
import { rewardTaskLimits as L } from "@forum/contract/texts";
import { InputField, TextAreaField } from "../../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../../admin/components/form-dialog.tsx";
import { fromLocalInput, toLocalInput } from "../../../admin/local-date-time.ts";
import { useResourceForm } from "../../../admin/use-resource-form.ts";
import { useCreateAssignment } from "../api.ts";
import { adminRewardTaskTexts as t } from "../texts.ts";

const fields = [
  "title",
  "description",
  "language_name",
  "language_mode",
  "reward_amount",
  "estimated_duration",
  "deadline",
] as const;
const empty: Record<(typeof fields)[number], string> = {
  title: "",
  description: "",
  language_name: "",
  language_mode: "",
  reward_amount: "",
  estimated_duration: "",
  deadline: "",
};

/** A new assignment of a task: one language's batch of translation items (uploaded afterwards). */
export function AssignmentForm({ task, onClose }: { task: RewardTask; onClose: () => void }) {
  const create = useCreateAssignment();
  const form = useResourceForm(assignmentBody, empty, fields);
  const send = (body: AssignmentBody) => create.mutateAsync({ taskId: task.id, body }).then(savedThen(onClose));
  const deadline = form.field("deadline");
  return (
    <FormDialog
      title={t.newAssignmentFor(task.name)}
      busy={create.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit(send)}
    >
      <InputField label={t.assignmentTitle} maxLength={L.nameMax} {...form.field("title")} />
      <TextAreaField label={t.assignmentDescription} maxLength={L.longTextMax} {...form.field("description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t.language} maxLength={L.languageMax} {...form.field("language_name")} />
        <InputField
          label={t.languageMode}
          hint={t.languageModeHint}
          maxLength={L.languageMax}
          {...form.field("language_mode")}
        />
        <InputField
          label={t.rewardAmount}
          hint={t.rewardHint}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.field("reward_amount")}
        />
        <InputField
          label={t.estimatedDuration}
          hint={t.estimatedHint}
          maxLength={L.durationTextMax}
          {...form.field("estimated_duration")}
        />
      </div>
      <InputField
        label={t.deadline}
        hint={t.deadlineHint}
        type="datetime-local"
        value={toLocalInput(deadline.value)}
        error={deadline.error}
        onChange={(e) => form.set("deadline", fromLocalInput(e.target.value))}
      />
    </FormDialog>
  );
}
