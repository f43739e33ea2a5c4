import type { Ad, AdminAd } from "@forum/contract";
import { absoluteUrl, type PublicUrls, userMetaOf } from "../../../platform/public-user.ts";
import { adMetrics } from "../placement/metrics.ts";
import type { AdRow } from "./campaigns.repository.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A campaign as API.md answers it, with its metrics as of `now`. */
export function toAd(row: AdRow, urls: PublicUrls, now = new Date()): Ad {
  return {
    id: row.id,
    business_name: row.businessName,
    caption: row.caption,
    adUrl: row.adUrl,
    budget: row.budget,
    start_date: row.startDate,
    duration: row.duration,
    image: absoluteUrl(urls, row.image),
    status: row.status,
    payment_status: row.paymentStatus,
    impression: row.impressions,
    clicks: row.clicks,
    ...adMetrics(row, now),
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    approved_at: iso(row.approvedAt),
    live_at: iso(row.liveAt),
    ends_at: iso(row.endsAt),
    reject_reason: row.rejectReason,
    refund_status: row.refundStatus,
  };
}

export type AdOwnerRow = AdRow & {
  ownerId: number;
  ownerEmail: string;
  ownerUsername: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerImage: string | null;
};

/** The console's row: the campaign and who placed it, with the e-mail the review mails go to. */
export const toAdminAd = (row: AdOwnerRow, urls: PublicUrls, now = new Date()): AdminAd => ({
  ...toAd(row, urls, now),
  owner: {
    user_id: row.ownerId,
    email: row.ownerEmail,
    meta: userMetaOf(
      {
        username: row.ownerUsername,
        firstName: row.ownerFirstName,
        lastName: row.ownerLastName,
        profileImage: row.ownerImage,
      },
      urls,
    ),
  },
});
