import { reviewed } from "../../../db/sql-review/capture.ts";
import { refundClaim } from "../../../db/sql-review/sample-data.ts";
import { createPaymentsRepository } from "./payments.repository.ts";

/** The samples `npm run sql:review` runs payments.repository.ts's methods with. */
export const advertisingPaymentsSamples = reviewed(
  "modules/advertising/payments/payments.repository.ts",
  createPaymentsRepository,
  {
    claimCheckout: [
      { adId: 1, provider: "paystack", reference: "ad-1-0123456789abcdef", amountKobo: 500_000 },
      { reuseSeconds: 3_600, openingSeconds: 20 },
    ],
    opened: ["ad-1-0123456789abcdef", "https://checkout.paystack.com/0123456789abcdef"],
    notOpened: ["ad-1-fedcba9876543210"],
    checkoutOf: ["ad-1-0123456789abcdef"],
    byReference: ["ad-1-0123456789abcdef"],
    markPaid: ["ad-1-0123456789abcdef", "4000000001", async () => ({ refundAfterCommit: false }), async () => null],
    claimRefund: [1, (paidKobo: number) => paidKobo, async () => null],
    openRefund: [1],
    inTransaction: [async () => {}],
    refunded: [refundClaim],
    refundFailed: [refundClaim],
  },
);
