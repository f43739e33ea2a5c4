import { type AdminPoll, pollBody } from "@forum/contract";
import { adminLimits } from "@forum/contract/texts";
import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../../components/button.tsx";
import { InputField } from "../../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../../admin/components/form-dialog.tsx";
import { useResourceForm } from "../../../admin/use-resource-form.ts";
import { useSavePoll } from "../api.ts";
import { adminPollTexts } from "../texts.ts";

const t = adminPollTexts;
const { pollOptionsMin: min, pollOptionsMax: max } = adminLimits;

/** A poll's question, its 2 to 10 options (added and removed in place) and whether it is the active one. */
export function PollForm({ poll, onClose }: { poll: AdminPoll | null; onClose: () => void }) {
  const save = useSavePoll();
  const start = poll?.options.map((o) => o.option) ?? ["", ""];
  const form = useResourceForm(pollBody, { title: poll?.title ?? "", options: start, active: poll?.active ?? false }, [
    "title",
    "options",
    "active",
  ]);
  // Stable keys, so removing option 2 does not hand option 3's focus and text to another row.
  const nextKey = useRef(start.length);
  const [keys, setKeys] = useState(() => start.map((_, i) => i));
  const lastInput = useRef<HTMLInputElement>(null);
  const { options } = form.values;

  const add = () => {
    form.set("options", [...options, ""]);
    setKeys((k) => [...k, nextKey.current++]);
    setTimeout(() => lastInput.current?.focus());
  };
  const remove = (i: number) => {
    form.set(
      "options",
      options.filter((_, j) => j !== i),
    );
    setKeys((k) => k.filter((_, j) => j !== i));
  };

  return (
    <FormDialog
      title={poll ? t.editTitle : t.createTitle}
      busy={save.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync({ id: poll?.id, body }).then(savedThen(onClose)))}
    >
      <InputField label={t.title} maxLength={adminLimits.pollTitleMax} {...form.field("title")} />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Options</legend>
        {options.map((text, i) => (
          <div key={keys[i]} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <InputField
                ref={i === options.length - 1 ? lastInput : undefined}
                label={t.option(i + 1)}
                value={text}
                maxLength={adminLimits.pollOptionMax}
                error={form.errors[`options.${i}`]}
                onChange={(e) =>
                  form.set(
                    "options",
                    options.map((o, j) => (j === i ? e.target.value : o)),
                  )
                }
              />
            </div>
            {options.length > min && (
              <button
                type="button"
                aria-label={t.removeOption(i + 1)}
                onClick={() => remove(i)}
                className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X size={20} aria-hidden="true" />
              </button>
            )}
          </div>
        ))}
        {form.errors.options && (
          <p role="alert" className="text-sm text-red-700">
            {form.errors.options}
          </p>
        )}
        {options.length < max && (
          <Button variant="link" onClick={add}>
            <Plus size={18} aria-hidden="true" />
            {t.addOption}
          </Button>
        )}
      </fieldset>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={form.values.active}
          checked={form.values.active}
          onChange={(e) => form.set("active", e.target.checked)}
          className="size-5 accent-primary"
        />
        <span className="text-slate-800">{t.active}</span>
      </label>
    </FormDialog>
  );
}
