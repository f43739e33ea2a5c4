import { type AdminAd, adRejectBody } from "@forum/contract";
import { adLimits } from "@forum/contract/texts";
import { ReasonDialog } from "../../../admin/components/reason-dialog.tsx";
import { useRejectAd } from "../api.ts";
import { adminAdTexts as t } from "../texts.ts";

/** Rejecting needs a reason (mailed to the owner). */
export function RejectAdDialog({ ad, onClose }: { ad: AdminAd; onClose: () => void }) {
  const reject = useRejectAd();
  return (
    <ReasonDialog
      field="reason"
      schema={adRejectBody}
      title={t.rejectTitle}
      description={t.rejectText(ad.business_name)}
      label={t.rejectReason}
      confirm={t.reject}
      maxLength={adLimits.rejectReasonMax}
      pending={reject.isPending}
      send={(reason) => reject.mutateAsync({ id: ad.id, reason })}
      onClose={onClose}
    />
  );
}
