import type { Ad } from "@forum/contract";
import { adTexts } from "@forum/contract/texts";
import { Button } from "../../../components/button.tsx";
import { startDateText } from "../ad-dates.ts";
import { adsUiTexts } from "../ads-ui-texts.ts";
import { statusLabel, statusNote } from "../campaign-metrics.ts";

const tone: Record<string, string> = {
  active: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  completed: "bg-slate-100 text-slate-800",
  rejected: "bg-red-100 text-red-900",
};

/** The status badge and what it means for the owner: pay now, why it was cancelled, or when it starts. */
export function CampaignStatus({ ad, onPay, paying }: { ad: Ad; onPay: (ad: Ad) => void; paying: boolean }) {
  const note = statusNote(ad);
  return (
    <div className="space-y-1">
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[ad.status] ?? "bg-slate-100 text-slate-800"}`}
      >
        {statusLabel(ad)}
      </span>
      {note?.kind === "unpaid" && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">{adTexts.unpaid}</span>
          <Button
            className="min-h-9 px-3 py-1 text-sm"
            busy={paying}
            onClick={() => onPay(ad)}
            aria-label={adsUiTexts.payFor(ad.business_name)}
          >
            {adTexts.payNow}
          </Button>
        </div>
      )}
      {note?.kind === "rejected" && (
        <>
          {note.reason && <p className="text-sm break-words text-slate-700">{adTexts.rejectedBecause(note.reason)}</p>}
          {note.refunded && <p className="text-sm text-slate-700">{adTexts.refunded}</p>}
        </>
      )}
      {note?.kind === "starts" && (
        <p className="text-sm text-slate-700">{adTexts.approvedStarts(startDateText(note.date))}</p>
      )}
    </div>
  );
}
