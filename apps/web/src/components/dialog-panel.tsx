import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** An alert dialog is not closed by clicking outside: the user must read it and press a button. */
  alert?: boolean;
  hideClose?: boolean;
  /** Extra classes for the panel, e.g. a scrolling tall form on a phone. */
  className?: string;
};

/** A centred modal on Radix: focus trapped, Escape closes, titled for screen readers. */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  alert,
  hideClose,
  className = "",
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          role={alert ? "alertdialog" : "dialog"}
          onPointerDownOutside={alert ? (e) => e.preventDefault() : undefined}
          // Radix warns about a missing description unless told explicitly that there is none.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ${className}`}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-slate-700">{description}</RadixDialog.Description>
          )}
          {children}
          {!hideClose && (
            <RadixDialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
