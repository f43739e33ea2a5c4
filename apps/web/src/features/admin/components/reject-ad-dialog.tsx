import type { AdminAd } from "@forum/contract";
import { adRejectBody } from "@forum/contract";
import { adLimits } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { notify } from "../../../lib/notify.ts";
import { adminAdTexts as t } from "../admin-ad-texts.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { useRejectAd } from "../ads-api.ts";
import { checkForm, failureOf } from "../form-errors.ts";
import { TextAreaField } from "./fields.tsx";

/** Rejecting needs a reason (mailed to the owner); the server's refusal shows in the dialog, the text kept. */
export function RejectAdDialog({ ad, onClose }: { ad: AdminAd; onClose: () => void }) {
  const reject = useRejectAd();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ reason?: string; message?: string | null }>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(adRejectBody, { reason });
    if (!checked.ok) return setError({ reason: checked.errors.reason });
    reject.mutate(
      { id: ad.id, reason: checked.data.reason },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onClose();
        },
        onError: (err) => {
          const failure = failureOf(err, ["reason"]);
          setError({ reason: failure.fields.reason, message: failure.message });
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !reject.isPending && onClose()}
      title={t.rejectTitle}
      description={t.rejectText(ad.business_name)}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextAreaField
          label={t.rejectReason}
          value={reason}
          maxLength={adLimits.rejectReasonMax}
          error={error.reason}
          required
          onChange={(e) => {
            setReason(e.target.value);
            setError({});
          }}
        />
        {error.message && <Alert>{error.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending}>
            {t.reject}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
