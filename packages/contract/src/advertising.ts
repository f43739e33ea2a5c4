import { z } from "zod";
import { adminIdParams, adminPageQuery } from "./admin.ts";
import { adLimits as L, adMessages as M, adRequiredTexts as R } from "./advertising-texts.ts";
import { advertising } from "./endpoints/advertising.ts";
import { adminAdvertising } from "./endpoints/advertising-admin.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { pageEnvelope } from "./envelopes.ts";
import { publicUser } from "./profile.ts";

/**
 * Ad (API.md "Secondary areas: Advertising"). `budget` and `amount_spent` are whole Naira; `ctr` (clicks ÷ impressions ×
 * 100) and `cpc` (amount_spent ÷ clicks) have 2 decimals and are null while their divisor is 0. `start_date` is a day in
 * the forum's `TIME_ZONE`. Beyond API.md (ours): when it was approved, when it went live and when it ends (a campaign
 * approved or paid after its start date runs its full duration from then), why it was rejected, and its refund.
 */
export const adStatus = z.enum(["pending", "active", "completed", "rejected"]);
export const adPaymentStatus = z.enum(["unpaid", "paid", "not_required"]);
export const adRefundStatus = z.enum(["none", "pending", "refunded", "failed"]);
export const adSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  caption: z.string(),
  adUrl: z.string(),
  budget: z.number().int(),
  start_date: z.string(),
  duration: z.number().int(),
  image: z.string().nullable(),
  status: adStatus,
  payment_status: adPaymentStatus,
  impression: z.number().int(),
  clicks: z.number().int(),
  cpc: z.number().nullable(),
  ctr: z.number().nullable(),
  amount_spent: z.number().int(),
  user_id: z.number().int(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  live_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  refund_status: adRefundStatus,
});
export type Ad = z.infer<typeof adSchema>;

/** A required form field: missing or blank (after trimming) is the spec's own message for it. */
const required = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z.string({ error: message }).trim().min(1, { error: message }),
  );
const text = (message: string, label: string, max: number) =>
  required(message).pipe(z.string().max(max, { error: M.tooLong(label, max) }));
/** A whole number in a form (a string there), within its range. */
const whole = (message: string, notWhole: string, min: [number, string], max: [number, string]) =>
  required(message).pipe(
    z
      .string()
      .regex(/^-?\d{1,15}$/, { error: notWhole })
      .transform(Number)
      .pipe(z.number().min(min[0], { error: min[1] }).max(max[0], { error: max[1] })),
  );
const isCalendarDate = (s: string) => {
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

/**
 * `POST /advertisements` (multipart). The keys are in the spec's order (secondary §5) so the first issue is the first
 * failing check: business name, caption, ad URL, duration, budget, start date. "Today or later" needs the forum's zone:
 * the server checks it next, then the image. `user_id` is accepted and ignored (the caller owns the campaign).
 */
export const adBody = z.object({
  business_name: text(R.business_name, "Business name", L.businessNameMax),
  caption: text(R.caption, "Caption", L.captionMax),
  adUrl: text(R.adUrl, "Advert URL", L.adUrlMax).pipe(
    z.string().refine((s) => /^https?:\/\/[^\s/?#]+/i.test(s) && URL.canParse(s), { error: M.adUrlFormat }),
  ),
  duration: whole(R.duration, M.durationRange, [L.durationMin, M.durationRange], [L.durationMax, M.durationRange]),
  budget: whole(R.budget, M.budgetWhole, [L.budgetMin, M.budgetMin], [L.budgetMax, M.budgetMax]),
  start_date: required(R.start_date).pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.startDateFormat })
      .refine(isCalendarDate, { error: M.startDateFormat }),
  ),
  /** A picture file (re-encoded by the server); empty or missing: no image. */
  image: z.unknown().optional(),
  user_id: z.unknown().optional(),
});
export type AdBody = z.infer<typeof adBody>;

export const adsQuery = z.object({ search: z.string().trim().max(L.searchMax).optional().default("") });
export const adIdParams = adminIdParams;
export const adList = z.object({ data: z.array(adSchema) });
/** `201 {data, message, payment_url?}`: `payment_url` is the provider's checkout when payment is on. */
export const adCreated = z.object({ data: adSchema, message: z.string(), payment_url: z.string().optional() });
/** `POST /advertisements/{id}/pay`: an unpaid campaign's checkout (its pending one, under an hour old, or a new). */
export const adCheckout = z.object({ data: adSchema, payment_url: z.string() });
export const adSaved = z.object({ data: adSchema, message: z.string() });

/** What the feed shows: one active, paid campaign (or none); `click_url` counts the click and redirects. */
export const adPlacementSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  caption: z.string(),
  image: z.string().nullable(),
  click_url: z.string(),
});
export type AdPlacement = z.infer<typeof adPlacementSchema>;
export const adPlacementResponse = z.object({ data: adPlacementSchema.nullable() });
export const adClickResponse = z.null();

/**
 * `POST /payments/paystack/verify {reference}`: the return page asks the server to check a payment with Paystack
 * (Paystack appends `reference` to our callback URL). Answers the campaign either way; `message` says which.
 */
export const paymentVerifyBody = z.object({ reference: z.string().trim().min(1).max(100) });
export const paymentVerified = z.object({ data: adSchema, paid: z.boolean(), message: z.string() });

// Admin review (API.md "Admin and moderation")
export const adminAdsQuery = adminPageQuery.extend({ status: adStatus.optional() });
export const adminAdSchema = adSchema.extend({ owner: publicUser.extend({ email: z.string() }) });
export type AdminAd = z.infer<typeof adminAdSchema>;
export const adminAdsPage = pageEnvelope(adminAdSchema);
export const adRejectBody = z.object({
  reason: z
    .string({ error: M.rejectReasonRequired })
    .trim()
    .min(1, { error: M.rejectReasonRequired })
    .max(L.rejectReasonMax, { error: M.tooLong("The reason", L.rejectReasonMax) }),
});

const one = { params: adIdParams };
/**
 * The advertising calls with their schemas (the server registers them; the web calls the descriptors). The groups keep
 * the operation ids they always had (`adsCreate`, `adminAdsList`).
 */
export const advertisingApi = operations("ads", {
  create: bind(advertising.create, "Create an ad campaign", { body: adBody, response: adCreated }, [413, 415]),
  list: bind(advertising.list, "List the caller's ad campaigns", { query: adsQuery, response: adList }),
  pay: bind(
    advertising.pay,
    "Start (or resume) the checkout of an unpaid campaign",
    { ...one, response: adCheckout },
    [404, 409],
  ),
  placement: bind(advertising.placement, "Pick an ad for the feed", { response: adPlacementResponse }),
  click: bind(
    advertising.click,
    "Follow an ad (counts the click, redirects to the ad's URL)",
    { ...one, response: adClickResponse },
    [404],
  ),
  verifyPayment: bind(
    advertising.verifyPayment,
    "Check a Paystack payment on return from checkout",
    { body: paymentVerifyBody, response: paymentVerified },
    [404],
  ),
});
export const adminAdvertisingApi = operations("adminAds", {
  list: bind(
    adminAdvertising.list,
    "List ad campaigns for review",
    { query: adminAdsQuery, response: adminAdsPage },
    [403],
  ),
  approve: bind(adminAdvertising.approve, "Approve an ad campaign", { ...one, response: adSaved }, [403, 404, 409]),
  reject: bind(
    adminAdvertising.reject,
    "Reject an ad campaign (the reason is mailed to its owner)",
    { ...one, body: adRejectBody, response: adSaved },
    [403, 404, 409],
  ),
});
