import type { NotificationAction } from "@forum/contract";
import { notificationActionTexts } from "@forum/contract/texts";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { ProgressDialog } from "../../../components/progress-dialog.tsx";
import { useNotificationAction } from "../api.ts";

type Flow = { action: NotificationAction; id?: number; busy: boolean } | null;
export type StartAction = (action: NotificationAction, id?: number) => void;

/**
 * Core §4: every notification action asks first, shows a progress dialog, then a success dialog with the server's
 * message or a failure dialog with the spec's text. `dialogs` must stay mounted while the flow runs; if the screen
 * holding them goes meanwhile (the page left), the hook (api.ts) tells the outcome as a toast instead.
 */
export function useActionFlow() {
  const mutation = useNotificationAction();
  const [flow, setFlow] = useState<Flow>(null);
  const [message, setMessage] = useState<DialogMessage>(null);
  const texts = flow ? notificationActionTexts[flow.action] : null;

  const start: StartAction = (action, id) => setFlow({ action, id, busy: false });
  const confirm = () => {
    if (!flow) return;
    setFlow({ ...flow, busy: true });
    const failed = notificationActionTexts[flow.action].failed;
    mutation.mutate(
      { action: flow.action, id: flow.id },
      {
        onSuccess: (answer) => setMessage({ kind: "success", text: answer.message }),
        onError: () => setMessage({ kind: "error", text: failed }),
        onSettled: () => setFlow(null),
      },
    );
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={!!flow && !flow.busy}
        text={texts?.confirm ?? ""}
        confirmLabel={texts?.label ?? ""}
        danger={flow?.action === "deleteOne" || flow?.action === "deleteAll"}
        onConfirm={confirm}
        onCancel={() => setFlow(null)}
      />
      <ProgressDialog open={!!flow?.busy} text={texts?.busy ?? ""} />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
  return { start, dialogs };
}
