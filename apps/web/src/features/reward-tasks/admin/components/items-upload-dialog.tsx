import { type Assignment, translationItemsBody } from "@forum/contract";
import { useState } from "react";
import { Alert } from "../../../../components/alert.tsx";
import { Button } from "../../../../components/button.tsx";
import { Dialog } from "../../../../components/dialog.tsx";
import { inputClass } from "../../../../components/text-field.tsx";
import { notify } from "../../../../lib/notify.ts";
import { adminTexts } from "../../../admin/admin-ui-texts.ts";
import { InputField, TextAreaField } from "../../../admin/components/fields.tsx";
import { checkForm } from "../../../admin/form-errors.ts";
import { useAddItems } from "../api.ts";
import { rowErrorsOf, type UploadFailure, uploadFailureOf } from "../item-row-errors.ts";
import { adminRewardTaskTexts as t } from "../texts.ts";

type Failure = UploadFailure;
const none: Failure = { refused: false, lines: [] };
const says = (line: string): Failure => ({ refused: false, lines: [line] });
const isItemsFile = (file: File) => /\.(json|csv)$/i.test(file.name);

/** Pasted JSON: a list of items, or `{items: [...]}` as the server takes it. Null when it is not JSON at all. */
function pastedItems(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : ((value as { items?: unknown } | null)?.items ?? value);
  } catch {
    return null;
  }
}

/**
 * Adds translation items to an assignment in bulk: a .json or .csv file (read by the server), or JSON pasted here and
 * checked against the contract first. A refused upload adds nothing; each bad row is listed with what is wrong.
 */
export function ItemsUploadDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const add = useAddItems();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState("");
  const [failure, setFailure] = useState<Failure>(none);
  const send = (body: FormData | { items: never[] }) =>
    add.mutate(
      { assignmentId: assignment.id, body },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onClose();
        },
        onError: (err) => setFailure(uploadFailureOf(err)),
      },
    );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(none);
    if (file) {
      if (!isItemsFile(file)) return setFailure(says(t.wrongFile));
      const data = new FormData();
      data.append("file", file, file.name);
      return send(data);
    }
    if (!pasted.trim()) return setFailure(says(t.nothingToUpload));
    const items = pastedItems(pasted);
    if (items === null) return setFailure(says(t.notJson));
    const checked = checkForm(translationItemsBody, { items });
    if (!checked.ok) return setFailure({ refused: true, lines: rowErrorsOf(checked.errors) });
    send({ items: (checked.data.items ?? []) as never[] });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !add.isPending && onClose()}
      title={t.uploadTitle(assignment.title)}
      description={t.uploadText}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <InputField
          label={t.file}
          hint={t.fileHint}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-medium"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFailure(none);
          }}
        />
        <TextAreaField
          label={t.paste}
          hint={t.pasteHint}
          rows={6}
          value={pasted}
          disabled={file !== null}
          className={`${inputClass} resize-y font-mono text-sm`}
          onChange={(e) => {
            setPasted(e.target.value);
            setFailure(none);
          }}
        />
        <FailureAlert failure={failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" busy={add.isPending}>
            {add.isPending ? t.uploading : t.upload}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function FailureAlert({ failure }: { failure: Failure }) {
  if (!failure.lines.length) return null;
  if (!failure.refused) return <Alert>{failure.lines[0]}</Alert>;
  return (
    <Alert title={t.rowErrorsTitle}>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {failure.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}
