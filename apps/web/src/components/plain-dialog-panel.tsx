import { useEffect, useId, useRef } from "react";
import type { DialogProps } from "./dialog-panel.tsx";

/**
 * The dialog when Radix's panel cannot be fetched (offline, never opened before on this phone): the same title, text
 * and buttons in the browser's own modal <dialog> (focus kept inside, Escape closes) with a Close button. Rare, small.
 */
export default function PlainDialogPanel({ open, onOpenChange, title, description, children, alert }: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // (A page without showModal, like the test DOM, shows it in place.)
    if (open && !element.open) element.showModal ? element.showModal() : element.setAttribute("open", "");
    if (!open && element.open) element.close ? element.close() : element.removeAttribute("open");
  }, [open]);
  return (
    <dialog
      ref={dialog}
      role={alert ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <div className="mt-2 text-slate-700">{description}</div>}
      {children}
      <button
        type="button"
        onClick={() => onOpenChange(false)}
        className="mt-4 min-h-11 rounded-lg px-4 font-medium text-primary hover:bg-slate-100"
      >
        Close
      </button>
    </dialog>
  );
}
