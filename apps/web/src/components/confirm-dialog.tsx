import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

type Props = {
  open: boolean;
  text: string;
  confirmLabel: string;
  /** The spec's busy text while the action runs (e.g. Deleting Comment...). */
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Core §5: deleting and reporting ask first. An alert dialog: only its buttons (or Escape) answer it. */
export function ConfirmDialog({ open, text, confirmLabel, busyLabel, busy, danger, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onCancel()} title="Are you sure?" description={text} alert>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} busy={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
