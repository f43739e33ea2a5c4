import type { AdminAd } from "@forum/contract";
import { displayName, naira } from "@forum/contract/helpers";
import { Alert } from "../../../../components/alert.tsx";
import { Button } from "../../../../components/button.tsx";
import { errorMessage } from "../../../../lib/error-message.ts";
import { startDateText } from "../../ad-dates.ts";
import { AdThumb } from "../../components/ad-thumb.tsx";
import { useApproveAd } from "../api.ts";
import { adminAdTexts as t } from "../texts.ts";

/** What can be done to a campaign: a waiting one approved or rejected, a running one only stopped (rejected). */
const canApprove = (ad: AdminAd) => ad.status === "pending" && !ad.approved_at;
const canReject = (ad: AdminAd) => ad.status === "pending" || ad.status === "active";

/**
 * One campaign under review: what students would see, whose it is, what it costs and when it runs. Its approval is
 * its own (useApproveAd), so its busy state and its failure stay with it whatever other rows do.
 */
export function AdReviewRow({ ad, onReject }: { ad: AdminAd; onReject: () => void }) {
  const approve = useApproveAd();
  const headingId = `ad-${ad.id}`;
  const facts: [string, string][] = [
    [t.owner, `${displayName(ad.owner)} · ${ad.owner.email}`],
    [t.budget, naira(ad.budget)],
    [t.startDate, startDateText(ad.start_date)],
    [t.duration, t.days(ad.duration)],
    [t.payment, t.paymentStatus[ad.payment_status]],
  ];
  if (ad.reject_reason) facts.push([t.reason, ad.reject_reason]);
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex gap-3">
        <AdThumb src={ad.image} size={64} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold break-words text-slate-900">
            {ad.business_name}
          </h2>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{ad.caption}</p>
          <a
            href={ad.adUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-1 block text-sm break-all text-primary underline"
          >
            {ad.adUrl}
          </a>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {approve.isError && (
        <div className="mt-3">
          <Alert onClose={() => approve.reset()}>{errorMessage(approve.error)}</Alert>
        </div>
      )}
      {(canApprove(ad) || canReject(ad)) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {canApprove(ad) && (
            <Button
              busy={approve.isPending}
              onClick={() => approve.mutate(ad.id)}
              aria-label={t.actionFor(t.approve, ad.business_name)}
            >
              {approve.isPending ? t.approving : t.approve}
            </Button>
          )}
          {canReject(ad) && (
            <Button variant="danger" onClick={onReject} aria-label={t.actionFor(t.reject, ad.business_name)}>
              {t.reject}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
