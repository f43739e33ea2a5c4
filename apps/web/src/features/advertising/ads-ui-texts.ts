/**
 * The advertising pages' labels that are the web's alone (the contract's `adTexts` holds the spec's texts and the
 * ones the server shares).
 */
export const adsUiTexts = {
  campaigns: "Your campaigns",
  spent: (amount: string) => `${amount} spent`,
  previewOf: "Live preview of your ad",
  imageAlt: (business: string) => `${business} ad image`,
  payFailed: "We could not open the payment page. Please try again.",
  verifyFailed: "We could not confirm your payment just now. It will show here once it is received.",
  payFor: (business: string) => `Pay now for ${business}`,
  /** The form's button and note when the forum takes no payment (no PAYSTACK_SECRET_KEY): "Pay" would mislead. */
  submitFree: "Submit Advert",
  freeNote: "No payment is needed on this forum: your campaign goes for review as soon as you submit it.",
  day: "Day",
  month: "Month",
  year: "Year",
};

/** The form's own message for a file that is not a picture (the spec: image/* only). */
export const notAnImage = "Choose a picture file for the image.";
