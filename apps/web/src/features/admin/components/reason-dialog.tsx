import { useState } from "react";
import type { z } from "zod";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { notify } from "../../../lib/notify.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { checkForm, failureOf } from "../form-errors.ts";
import { TextAreaField } from "./fields.tsx";

type Props = {
  /** The body's one field (`reason`, `notes`), checked with `schema` before sending. */
  field: string;
  schema: z.ZodType;
  title: string;
  description: string;
  label: string;
  confirm: string;
  maxLength: number;
  rows?: number;
  pending: boolean;
  send: (text: string) => Promise<{ message: string }>;
  onClose: () => void;
};

/**
 * A refusal that must say why (an ad's reason, a submission's notes): the text is required, the server's refusal shows
 * in the dialog and the text is kept; done, the server's message is toasted and the dialog closes.
 */
export function ReasonDialog(p: Props) {
  const [text, setText] = useState("");
  const [error, setError] = useState<{ field?: string; message?: string | null }>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(p.schema, { [p.field]: text });
    if (!checked.ok) return setError({ field: checked.errors[p.field] });
    const value = (checked.data as Record<string, string>)[p.field]!;
    p.send(value).then(
      (res) => {
        notify.success(res.message);
        p.onClose();
      },
      (err) => {
        const failure = failureOf(err, [p.field]);
        setError({ field: failure.fields[p.field], message: failure.message });
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !p.pending && p.onClose()}
      title={p.title}
      description={p.description}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextAreaField
          label={p.label}
          value={text}
          rows={p.rows}
          maxLength={p.maxLength}
          error={error.field}
          required
          onChange={(e) => {
            setText(e.target.value);
            setError({});
          }}
        />
        {error.message && <Alert>{error.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={p.onClose} disabled={p.pending}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={p.pending}>
            {p.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
