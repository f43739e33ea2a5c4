import { Dialog } from "./dialog.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * Core §4: while an action runs, a dialog says so. It cannot be dismissed (the answer decides what comes next) and it
 * announces itself to screen readers.
 */
export function ProgressDialog({ open, text }: { open: boolean; text: string }) {
  return (
    <Dialog open={open} onOpenChange={() => {}} title={text} alert hideClose>
      <div className="mt-4 flex justify-center text-primary">
        <Spinner size={32} label={text} />
      </div>
    </Dialog>
  );
}
