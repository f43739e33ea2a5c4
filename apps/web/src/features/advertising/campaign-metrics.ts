import type { Ad } from "@forum/contract";
import { adStatusLabel, adTexts } from "@forum/contract/texts";

/** CPC is Naira with kobo (amount spent ÷ clicks has 2 decimals), unlike whole-Naira budgets. */
const kobo = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", minimumFractionDigits: 2 });

/** Secondary §2: a metric whose divisor is still 0 (null from the server) reads "Null". */
export const cpcText = (cpc: number | null) => (cpc === null ? adTexts.nullMetric : kobo.format(cpc));
export const ctrText = (ctr: number | null) => (ctr === null ? adTexts.nullMetric : `${ctr.toFixed(2)}%`);
export const countText = (n: number) => n.toLocaleString("en-NG");

/** What the status cell adds under the label: why it stopped, that it waits for money, or when it starts. */
export type StatusNote =
  | { kind: "unpaid" }
  | { kind: "rejected"; reason: string | null; refunded: boolean }
  | { kind: "starts"; date: string }
  | null;

export function statusNote(ad: Ad): StatusNote {
  if (ad.status === "rejected")
    return { kind: "rejected", reason: ad.reject_reason, refunded: ad.refund_status === "refunded" };
  if (ad.status !== "pending") return null;
  if (ad.payment_status === "unpaid") return { kind: "unpaid" };
  if (ad.approved_at && !ad.live_at) return { kind: "starts", date: ad.start_date };
  return null;
}

export const statusLabel = (ad: Ad) => adStatusLabel(ad.status);
