import type { ReactNode } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { notify } from "../../../lib/notify.ts";
import { adminTexts } from "../admin-ui-texts.ts";

/** A create/edit form in a dialog: its fields, the failure that belongs to no field, Cancel and Save. */
export function FormDialog({
  title,
  busy,
  message,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  message: string | null;
  onSubmit: (e: React.FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {children}
        {message && <Alert>{message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? adminTexts.saving : adminTexts.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** After a save: the server's message as a toast, and the dialog closes. */
export const savedThen = (onClose: () => void) => (res: { message: string }) => {
  notify.success(res.message);
  onClose();
};
