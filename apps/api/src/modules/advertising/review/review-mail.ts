import { adStatusLabel, naira, productName } from "@forum/contract";
import type { Mail } from "../../../platform/mailer.ts";
import { describeLocal } from "../../../platform/time-zone.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

type Reviewed = { businessName: string; budget: number; duration: number };

function mail(to: string, subject: string, lines: string[]): Mail {
  const text = [...lines, "", `${productName} advertising`].join("\n");
  const html = lines
    .filter((l) => l !== "")
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .concat(`<p>${escapeHtml(productName)} advertising</p>`)
    .join("\n");
  return { to, subject, text, html };
}

/** Approved: when it starts (its start day's first moment in the forum's zone, or at once when that has passed). */
export function approvedMail(to: string, ad: Reviewed, startsAt: Date, zone: string, payable: boolean): Mail {
  const when = startsAt.getTime() <= Date.now() ? "now" : `on ${describeLocal(startsAt, zone)}`;
  return mail(to, `Your campaign "${ad.businessName}" was approved`, [
    `Your campaign "${ad.businessName}" was approved.`,
    "",
    payable
      ? `It goes live ${when} and runs for ${ad.duration} day${ad.duration === 1 ? "" : "s"}.`
      : `It goes live once it is paid for (${naira(ad.budget)}); you can pay from your campaigns list.`,
  ]);
}

/** Rejected: the admin's reason, and the refund when it was paid. */
export function rejectedMail(to: string, ad: Reviewed, reason: string, refund: number | null): Mail {
  return mail(to, `Your campaign "${ad.businessName}" was not approved`, [
    `Your campaign "${ad.businessName}" is now ${adStatusLabel("rejected")}.`,
    "",
    `Reason: ${reason}`,
    ...(refund === null ? [] : ["", `We are refunding ${naira(refund)} of your payment.`]),
  ]);
}
