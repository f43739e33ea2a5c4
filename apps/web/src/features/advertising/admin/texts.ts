import type { AdStatus } from "@forum/contract";

/** The console's labels for reviewing campaigns (the specs name none; the server's answers come from `adMessages`). */
export const adminAdTexts = {
  statuses: { pending: "Pending", active: "Active", completed: "Completed", rejected: "Rejected" } satisfies Record<
    AdStatus,
    string
  >,
  none: {
    pending: "No campaigns are waiting for review.",
    active: "No campaigns are running.",
    completed: "No campaigns have completed yet.",
    rejected: "No campaigns have been rejected.",
  } satisfies Record<AdStatus, string>,
  owner: "Owner",
  budget: "Budget",
  startDate: "Start date",
  duration: "Duration",
  days: (n: number) => `${n} ${n === 1 ? "day" : "days"}`,
  payment: "Payment",
  paymentStatus: { unpaid: "Not paid", paid: "Paid", not_required: "Not required" },
  approvedOn: "Approved",
  reason: "Reason",
  approve: "Approve",
  approving: "Approving...",
  reject: "Reject",
  rejectTitle: "Reject this campaign",
  rejectText: (business: string) =>
    `The owner of "${business}" gets the reason by e-mail. A paid campaign is refunded.`,
  rejectReason: "Reason for the owner",
  pages: (status: string) => `${status} campaigns pages`,
  actionFor: (action: string, business: string) => `${action}: ${business}`,
};
