/**
 * Advertising (secondary §2, §4, §5, §8, §9; API.md "Secondary areas: Advertising"): the spec's texts verbatim (its
 * spelling and capitals included), ours where it is silent, the form's bounds and the status labels. No zod here: the
 * web's pages and the feed's sponsored card import these through `@forum/contract/texts`.
 */
import { adFeedEvery } from "./advertising-feed.ts";

export { adFeedEvery } from "./advertising-feed.ts";

export const adTexts = {
  title: "Advertise on the forum",
  /** §9: most campaigns are reviewed and go live within 24 hours. */
  promise: "Most campaigns are reviewed and go live within 24 hours.",
  create: "Create New Campaign",
  searchLabel: "Search campaigns",
  searchPlaceholder: "Search campaigns",
  /** §2: the table's columns, in order. */
  columns: ["ADs", "IMPRESSIONS", "CLICKS", "CPC", "CTR", "AMOUNT", "START DATE", "STATUS"] as const,
  /** §2: a missing metric. */
  nullMetric: "Null",
  /** §8: the list's and the search's failures. */
  loadFailed: "Failed to load advertisements",
  searchFailed: "Failed to fetch search results",
  // Ours: the list's other states.
  loading: "Loading campaigns...",
  noCampaigns: "You have no campaigns yet. Create one to reach students across the forum.",
  noMatches: (term: string) => `No campaigns match "${term}"`,
  retry: "Try again",
  /** An unpaid campaign can be paid for from the list (a checkout left half-way loses nothing). */
  payNow: "Pay now",
  unpaid: "Not paid yet",
  approvedStarts: (date: string) => `Approved: starts ${date}`,
  rejectedBecause: (reason: string) => `Reason: ${reason}`,
  refunded: "Refunded",
  // The return from checkout
  verifying: "Confirming your payment...",
  paymentConfirmed: "Payment received. Your campaign is waiting for approval.",
  paymentPending: "We have not received your payment yet. If you paid, it will show here within a few minutes.",
  // /advertise/new (§2: the form, the live preview, the buttons)
  newTitle: "Create a campaign",
  back: "Back to campaigns",
  businessName: "Business name",
  caption: "Caption",
  adUrl: "Advert URL",
  adUrlHint: "Where a click on the ad takes students (https://...)",
  duration: "Duration (days)",
  budget: "Campaign Budget (₦)",
  budgetHint: "Whole Naira, at least ₦1,000",
  startDate: "Start date",
  image: "Image (optional)",
  removeImage: "Remove image",
  previewLabel: "Preview",
  /** The card's mark, in the preview and in the feed. */
  adMark: "Ad",
  sponsored: "Sponsored",
  previewBusiness: "Your business name",
  previewCaption: "Your caption appears here.",
  submit: "Pay & Advertise",
  submitting: "Submitting Advert...",
  created: "Your campaign was submitted for review.",
  toCheckout: "Taking you to the payment page...",
} as const;

/** Secondary §5: the form's checks, in this order, each blocking submit (verbatim). */
export const adRequiredTexts = {
  business_name: "Business name is Required!",
  caption: "Caption is Required!",
  adUrl: "Advert URL is Required!",
  duration: "Kindly state Duration.",
  budget: "Campaign Budget is Required!",
  start_date: "You need to state when you want the Campaign to commence!",
} as const;

/** The form's bounds (API.md: whole Naira ≥ 1,000, duration 1-90 days; every field has a length bound). */
export const adLimits = {
  businessNameMax: 100,
  captionMax: 300,
  adUrlMax: 2_048,
  budgetMin: 1_000,
  /** ₦100,000,000: in kobo it still fits a bigint and Paystack's amount field; no student campaign comes near. */
  budgetMax: 100_000_000,
  durationMin: 1,
  durationMax: 90,
  searchMax: 100,
  rejectReasonMax: 500,
  /** A campaign starts within a year: a date far ahead is a typing slip, and its scheduled job would wait for ever. */
  startWithinDays: 365,
  /** The feed shows one sponsored card after every this many posts. */
  feedEvery: adFeedEvery,
} as const;

/** Ours: what the server answers beyond the spec's required texts. */
export const adMessages = {
  budgetWhole: "Campaign Budget must be a whole number of Naira.",
  budgetMin: "The minimum Campaign Budget is ₦1,000.",
  budgetMax: "The Campaign Budget may be at most ₦100,000,000.",
  durationRange: "Duration must be between 1 and 90 days.",
  startDateFormat: "The start date must be a date (YYYY-MM-DD).",
  startDatePast: "The Campaign cannot start before today.",
  startDateTooFar: "The Campaign must start within a year from today.",
  adUrlFormat: "Advert URL must be an http(s) link.",
  tooLong: (label: string, max: number) => `${label} may be at most ${max} characters.`,
  created: "Campaign created. It will be reviewed within 24 hours.",
  createdPay: "Campaign created. Complete the payment so it can go live.",
  notFound: "Advertisement not found.",
  alreadyPaid: "This campaign is already paid for.",
  notPayable: "This campaign can no longer be paid for.",
  paymentsOff: "Payment is not required on this forum.",
  paymentUnavailable: "The payment service is not answering. Please try again in a few minutes.",
  paid: "Payment received.",
  paymentNotFound: "No payment with this reference.",
  paymentIncomplete: "The payment has not been completed.",
  approved: "Campaign approved.",
  rejected: "Campaign rejected.",
  notReviewable: "Only a campaign waiting for approval or running can be reviewed.",
  rejectReasonRequired: "Say why the campaign is rejected.",
} as const;

export type AdStatus = "pending" | "active" | "completed" | "rejected";
export type AdPaymentStatus = "unpaid" | "paid" | "not_required";

/** Secondary §4: how a status is shown (`rejected` as Cancelled; anything else Unknown). */
export function adStatusLabel(status: string): string {
  switch (status) {
    case "active":
      return "Active";
    case "pending":
      return "Waiting Approval";
    case "completed":
      return "Completed";
    case "rejected":
      return "Cancelled";
    default:
      return "Unknown";
  }
}

/** The last start date a campaign may have, from today ("YYYY-MM-DD", the forum's day): `adLimits.startWithinDays` on. */
export function lastAdStartDate(today: string): string {
  const [y = 1970, m = 1, d = 1] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + adLimits.startWithinDays)).toISOString().slice(0, 10);
}
