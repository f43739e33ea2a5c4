import type { Ad } from "@forum/contract";
import { naira } from "@forum/contract/helpers";
import { adTexts } from "@forum/contract/texts";
import { startDateText } from "../ad-dates.ts";
import { adsUiTexts as t } from "../ads-ui-texts.ts";
import { countText, cpcText, ctrText } from "../campaign-metrics.ts";
import { AdThumb } from "./ad-thumb.tsx";
import { CampaignStatus } from "./campaign-status.tsx";

type Props = { ads: Ad[]; onPay: (ad: Ad) => void; payingId: number | null; busy: boolean };

const [adsCol, impressions, clicks, cpc, ctr, amount, startDate, status] = adTexts.columns;

/** The amount column: the budget, and what has been spent of it so far. */
function Amount({ ad }: { ad: Ad }) {
  return (
    <>
      <span className="whitespace-nowrap">{naira(ad.budget)}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600">{t.spent(naira(ad.amount_spent))}</span>
    </>
  );
}

/** Secondary §2: the campaigns table on wide screens. */
export function CampaignTable({ ads, onPay, payingId, busy }: Props) {
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600";
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full min-w-[52rem] text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{t.campaigns}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {adTexts.columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ads.map((ad) => (
            <tr key={ad.id} className="align-top">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <span className="flex items-center gap-3">
                  <AdThumb src={ad.image} />
                  <span className="min-w-0 font-semibold break-words text-slate-900">{ad.business_name}</span>
                </span>
              </th>
              <td className="px-3 py-3">{countText(ad.impression)}</td>
              <td className="px-3 py-3">{countText(ad.clicks)}</td>
              <td className="px-3 py-3 whitespace-nowrap">{cpcText(ad.cpc)}</td>
              <td className="px-3 py-3 whitespace-nowrap">{ctrText(ad.ctr)}</td>
              <td className="px-3 py-3">
                <Amount ad={ad} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{startDateText(ad.start_date)}</td>
              <td className="px-3 py-3">
                <CampaignStatus ad={ad} onPay={onPay} paying={payingId === ad.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On phones the table becomes one card per campaign, the same facts labelled by the table's column names. */
export function CampaignCards({ ads, onPay, payingId, busy }: Props) {
  const row = "flex justify-between gap-3 py-1";
  return (
    <ul aria-label={t.campaigns} aria-busy={busy || undefined} className="space-y-3">
      {ads.map((ad) => (
        <li key={ad.id} aria-label={ad.business_name} className="rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex items-center gap-3">
            <AdThumb src={ad.image} size={56} />
            <p className="min-w-0 font-semibold break-words text-slate-900">
              <span className="sr-only">{adsCol}: </span>
              {ad.business_name}
            </p>
          </div>
          <dl className="mt-3 divide-y divide-slate-100 text-sm">
            {(
              [
                [impressions, countText(ad.impression)],
                [clicks, countText(ad.clicks)],
                [cpc, cpcText(ad.cpc)],
                [ctr, ctrText(ad.ctr)],
                [amount, <Amount key="a" ad={ad} />],
                [startDate, startDateText(ad.start_date)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={row}>
                <dt className="text-xs font-semibold tracking-wide text-slate-600">{label}</dt>
                <dd className="text-right text-slate-900">{value}</dd>
              </div>
            ))}
            <div className={row}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600">{status}</dt>
              <dd className="text-right">
                <CampaignStatus ad={ad} onPay={onPay} paying={payingId === ad.id} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
