import { type RewardTask, rewardDifficulties, rewardTaskBody, rewardTaskStatuses, rewardTypes } from "@forum/contract";
import { rewardTaskLimits as L } from "@forum/contract/texts";
import { useState } from "react";
import { inputClass } from "../../../../components/text-field.tsx";
import { InputField, SelectField, TextAreaField } from "../../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../../admin/components/form-dialog.tsx";
import { ImageInput } from "../../../admin/components/image-input.tsx";
import { fromLocalInput, toLocalInput } from "../../../admin/local-date-time.ts";
import { useResourceForm } from "../../../admin/use-resource-form.ts";
import { useSaveRewardTask } from "../api.ts";
import { adminRewardTaskTexts as t } from "../texts.ts";

const textKeys = [
  "name",
  "company",
  "difficulty",
  "reward_type",
  "category",
  "short_description",
  "description",
  "reward_amount",
  "duration",
  "estimated_duration",
  "deadline",
  "status",
  "max_participants",
  "requirements",
  "instructions",
  "skills_required",
  "tools_required",
  "points",
] as const;
type Values = Record<(typeof textKeys)[number], string>;
const fields = [...textKeys, "company_logo"] as const;
const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

function initialOf(task: RewardTask | null): Values {
  return {
    name: task?.name ?? "",
    company: task?.company ?? "",
    difficulty: task?.difficulty ?? "beginner",
    reward_type: task?.reward_type ?? "cash",
    category: task?.category ?? "",
    short_description: task?.short_description ?? "",
    description: task?.description ?? "",
    reward_amount: text(task?.reward_amount),
    duration: text(task?.duration),
    estimated_duration: task?.estimated_duration ?? "",
    deadline: task?.deadline ?? "",
    status: task?.status ?? "open",
    max_participants: text(task?.max_participants),
    requirements: task?.requirements ?? "",
    instructions: task?.instructions ?? "",
    skills_required: task?.skills_required ?? "",
    tools_required: task?.tools_required ?? "",
    points: text(task?.points ?? 0),
  };
}

/** Every field of a reward task, its company logo, and its description as HTML (sanitised by the server). */
export function RewardTaskForm({ task, onClose }: { task: RewardTask | null; onClose: () => void }) {
  const save = useSaveRewardTask();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useResourceForm(rewardTaskBody, initialOf(task), fields);
  const send = () => {
    const data = new FormData();
    for (const key of textKeys) data.append(key, form.values[key]);
    if (logo) data.append("company_logo", logo, logo.name);
    return save.mutateAsync({ id: task?.id, body: data }).then(savedThen(onClose));
  };
  const deadline = form.field("deadline");
  return (
    <FormDialog
      title={task ? t.editTitle : t.createTitle}
      busy={save.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit(send)}
    >
      <InputField label={t.name} maxLength={L.nameMax} {...form.field("name")} />
      <InputField label={t.company} maxLength={L.companyMax} {...form.field("company")} />
      <ImageInput
        label={t.companyLogo}
        hint={t.logoHint}
        current={task?.company_logo}
        previewAlt={t.logoPreview}
        currentAlt={t.logoCurrent}
        error={form.errors.company_logo}
        onChange={setLogo}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.difficulty}
          options={options(rewardDifficulties, t.difficulties)}
          {...form.field("difficulty")}
        />
        <SelectField
          label={t.rewardType}
          options={options(rewardTypes, t.rewardTypes)}
          {...form.field("reward_type")}
        />
        <InputField label={t.category} maxLength={L.categoryMax} {...form.field("category")} />
        <SelectField label={t.status} options={options(rewardTaskStatuses, t.statuses)} {...form.field("status")} />
      </div>
      <TextAreaField
        label={t.shortDescription}
        maxLength={L.shortDescriptionMax}
        {...form.field("short_description")}
      />
      <TextAreaField
        label={t.description}
        hint={t.descriptionHint}
        rows={8}
        maxLength={L.descriptionHtmlMax}
        className={`${inputClass} resize-y font-mono text-sm`}
        {...form.field("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t.rewardAmount}
          hint={t.rewardHint}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.field("reward_amount")}
        />
        <InputField label={t.points} type="number" inputMode="numeric" min={0} {...form.field("points")} />
        <InputField label={t.duration} type="number" inputMode="numeric" min={1} {...form.field("duration")} />
        <InputField
          label={t.estimatedDuration}
          hint={t.estimatedHint}
          maxLength={L.durationTextMax}
          {...form.field("estimated_duration")}
        />
        <InputField
          label={t.maxParticipants}
          hint={t.maxParticipantsHint}
          type="number"
          inputMode="numeric"
          min={1}
          {...form.field("max_participants")}
        />
        <InputField
          label={t.deadline}
          hint={t.deadlineHint}
          type="datetime-local"
          value={toLocalInput(deadline.value)}
          error={deadline.error}
          onChange={(e) => form.set("deadline", fromLocalInput(e.target.value))}
        />
      </div>
      <TextAreaField label={t.requirements} rows={4} maxLength={L.longTextMax} {...form.field("requirements")} />
      <TextAreaField label={t.instructions} rows={4} maxLength={L.longTextMax} {...form.field("instructions")} />
      <InputField label={t.skills} hint={t.listHint} maxLength={L.listFieldMax} {...form.field("skills_required")} />
      <InputField label={t.tools} hint={t.listHint} maxLength={L.listFieldMax} {...form.field("tools_required")} />
    </FormDialog>
  );
}
