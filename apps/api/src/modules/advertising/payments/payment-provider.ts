import { adMessages, errorCodes } from "@forum/contract";
import { AppError } from "../../../platform/errors.ts";

/** What the provider says of a transaction (amounts in kobo): the checks of `applyPayment` read these. */
export type ProviderTransaction = {
  status: string;
  amountKobo: number;
  currency: string;
  reference: string;
  transactionId: string;
};

/**
 * One payment provider's REST API, as payments uses it: Paystack today (paystack.provider.ts); Flutterwave would be
 * another implementation beside it. Every method throws `providerUnavailable()` when the provider fails or is slow.
 */
export type PaymentProvider = {
  readonly name: string;
  /** Starts a checkout of `amountKobo` under our `reference`; answers the page the payer is sent to. */
  initialize(
    reference: string,
    amountKobo: number,
    email: string,
    callbackUrl: string,
    metadata: Record<string, unknown>,
  ): Promise<string>;
  /** The transaction as the provider has it (never what a webhook claimed). */
  verify(reference: string): Promise<ProviderTransaction>;
  /** Refunds `amountKobo` of a transaction (all of it when left out). */
  refund(transactionId: string, amountKobo?: number): Promise<void>;
  /** How much of a transaction has been refunded so far: a retry asks before it sends again. */
  refundedKobo(transactionId: string): Promise<number>;
};

/** 503: the provider failed or did not answer in time; the caller may try again in a few minutes. */
export const providerUnavailable = () =>
  new AppError(errorCodes.unavailable, adMessages.paymentUnavailable, 503, undefined, 60);
