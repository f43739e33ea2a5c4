import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { adminTexts } from "../admin-ui-texts.ts";

/**
 * Asks before deleting, then deletes; a refusal (a category that still has posts) is shown in an error dialog, with
 * the server's reason.
 */
export function useDeleteFlow<T>(remove: {
  mutateAsync: (item: T) => Promise<{ message: string }>;
  isPending: boolean;
}) {
  const [target, setTarget] = useState<{ item: T; text: string } | null>(null);
  const [message, setMessage] = useState<DialogMessage>(null);
  const confirm = () => {
    if (!target) return;
    remove
      .mutateAsync(target.item)
      .then((res) => notify.success(res.message))
      .catch((err: unknown) => setMessage({ kind: "error", text: errorMessage(err) }))
      .finally(() => setTarget(null));
  };
  const dialogs = (
    <>
      <ConfirmDialog
        open={target !== null}
        text={target?.text ?? ""}
        confirmLabel={adminTexts.delete}
        busyLabel={adminTexts.deleting}
        busy={remove.isPending}
        danger
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
  return { ask: (item: T, text: string) => setTarget({ item, text }), dialogs };
}
