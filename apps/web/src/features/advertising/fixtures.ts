import type { Ad, AdminAd, AdPlacement } from "@forum/contract";

/** A campaign as the server answers it (API.md Ad), running and measured, with overrides. */
export function makeAd(id: number, overrides: Partial<Ad> = {}): Ad {
  return {
    id,
    business_name: `Mama Put ${id}`,
    caption: `Jollof and plantain near hostel ${id}.`,
    adUrl: `https://mamaput${id}.example`,
    budget: 5000,
    start_date: "2030-01-15",
    duration: 7,
    image: `/forum/uploads/ad-${id}.webp`,
    status: "active",
    payment_status: "paid",
    impression: 1200,
    clicks: 30,
    cpc: 41.67,
    ctr: 2.5,
    amount_spent: 1250,
    user_id: 7,
    created_at: "2030-01-10T09:00:00.000Z",
    approved_at: "2030-01-11T09:00:00.000Z",
    live_at: "2030-01-15T00:00:00.000Z",
    ends_at: "2030-01-22T00:00:00.000Z",
    reject_reason: null,
    refund_status: "none",
    ...overrides,
  };
}

/** A new campaign: waiting, unmeasured (cpc and ctr null). */
export const freshAd = (id: number, overrides: Partial<Ad> = {}) =>
  makeAd(id, {
    status: "pending",
    impression: 0,
    clicks: 0,
    cpc: null,
    ctr: null,
    amount_spent: 0,
    approved_at: null,
    live_at: null,
    ends_at: null,
    ...overrides,
  });

export const adminAdOf = (ad: Ad): AdminAd => ({
  ...ad,
  owner: {
    user_id: ad.user_id,
    email: `owner${ad.user_id}@uni.edu`,
    meta: { username: `owner${ad.user_id}`, first_name: "Ola", last_name: "Ade", profile_image: null },
  },
});

export const placementOf = (id: number, overrides: Partial<AdPlacement> = {}): AdPlacement => ({
  id,
  business_name: `Print Hub ${id}`,
  caption: `Same-day printing ${id}.`,
  image: `/forum/uploads/placement-${id}.webp`,
  click_url: `/forum/api/v1/advertisements/${id}/click`,
  ...overrides,
});
