import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

export type MessageKind = "error" | "success" | "info";

/** Core §8: dialogs are titled from their type (Error!, Success!). */
const titles: Record<MessageKind, string> = { error: "Error!", success: "Success!", info: "Info!" };

export type DialogMessage = { kind: MessageKind; text: string } | null;

export function MessageDialog({
  message,
  onClose,
  actions,
}: {
  message: DialogMessage;
  onClose: () => void;
  /** Extra buttons beside OK, e.g. a link onward. */
  actions?: ReactNode;
}) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={message ? titles[message.kind] : ""}
      description={message?.text}
      alert={message?.kind === "error"}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {actions}
        <Button variant={actions ? "secondary" : "primary"} onClick={onClose}>
          OK
        </Button>
      </div>
    </Dialog>
  );
}
