import { type AdminUser, suspendBody } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { adminMessages } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { useStillShown } from "../../../lib/use-still-shown.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { useSuspend } from "../api.ts";
import { checkForm, type FieldErrors, failureOf } from "../form-errors.ts";
import { InputField, TextAreaField } from "./fields.tsx";

const t = adminTexts.users;

/** Now, as a `datetime-local` value on the admin's clock: the picker offers nothing earlier. */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A `datetime-local` value (the admin's own clock) as the ISO instant the server takes; "" is none. */
export const untilFromLocal = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * Suspend with a reason (required; the student reads it at login) and an optional end in the future. Checked with
 * the contract's schema first, and the server's own 422s land on the same fields.
 */
export function SuspendDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const dialogShown = useStillShown();
  // The outcome is told by the hook: the console page can be left while it suspends (Back), and this dialog's own
  // callbacks go with it. A refusal shows on the dialog's fields while it is open, and as a toast once it is gone.
  const suspend = useSuspend({
    success: (res) => notify.success(res.message || adminMessages.suspended),
    failure: (err) => {
      if (dialogShown()) return;
      const failure = failureOf(err, ["reason", "until"]);
      notify.error(failure.message ?? Object.values(failure.fields)[0] ?? errorMessage(err));
    },
  });
  const [reason, setReason] = useState("");
  const [local, setLocal] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const who = displayName(user);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const until = local && Number.isNaN(new Date(local).getTime()) ? local : untilFromLocal(local);
    const checked = checkForm(suspendBody, { reason, until });
    if (!checked.ok) return setErrors(checked.errors);
    if (until && new Date(until).getTime() <= Date.now()) return setErrors({ until: adminMessages.untilInPast });
    suspend.mutate(
      { id: user.id, reason: checked.data.reason, until },
      {
        onSuccess: onClose,
        onError: (err) => {
          const failure = failureOf(err, ["reason", "until"]);
          setErrors(failure.fields);
          setMessage(failure.message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !suspend.isPending && onClose()}
      title={t.suspendTitle}
      description={t.suspendIntro(who)}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextAreaField
          label={t.reason}
          value={reason}
          required
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors(({ reason: _, ...rest }) => rest);
          }}
        />
        <InputField
          label={t.until}
          type="datetime-local"
          min={localNow()}
          hint={t.untilHint}
          value={local}
          error={errors.until}
          onChange={(e) => {
            setLocal(e.target.value);
            setErrors(({ until: _, ...rest }) => rest);
          }}
        />
        {message && <Alert>{message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={suspend.isPending}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={suspend.isPending}>
            {suspend.isPending ? t.suspending : t.suspend}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
