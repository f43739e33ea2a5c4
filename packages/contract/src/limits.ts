/** Business constants and limits from the specs (core §9, secondary §9) and API.md. */
export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  emailCodeLength: 6,
  resetCodeLength: 4,
  emailCodeValidMinutes: 30,
  resetCodeValidMinutes: 15,
  resetTokenValidMinutes: 15,
  maxCodeAttempts: 5,
  resendIntervalSeconds: 60,
  titleMax: 150,
  maxCategoriesPerPost: 3,
  maxImagesPerPost: 4,
  previewLength: 400,
  /** API.md: a post's content is at most 64 KB of sanitised HTML and 20,000 characters of text. */
  contentHtmlMax: 65_536,
  contentTextMax: 20_000,
  /** Open elements inside one another; editors make 3 or 4, deeper HTML is built to cost the parser. */
  contentDepthMax: 20,
  /** An uploaded picture's pixels (width x height): decoding is what costs, not the file's bytes. */
  imagePixelsMax: 24_000_000,
  metaDescriptionLength: 160,
  categorySearchLimit: 10,
  perPageDefault: 20,
  perPageMax: 50,
  audioMaxBytes: 5 * 1024 * 1024,
} as const;

/** Abuse limits of API.md: tries a minute per account (e-mail) and per IP. */
export const rateLimits = {
  authPerAccountPerMinute: 10,
  authPerIpPerMinute: 100,
} as const;

/** Client timings in milliseconds (core §9). */
export const timings = {
  requestTimeout: 3_000_000,
  notificationToast: 10_000,
  linkCopiedHint: 2_000,
  logoutRedirectDelay: 1_000,
  categoryLimitMessage: 3_000,
  categoryDropdownCloseDelay: 250,
  reportCarouselInterval: 2_500,
  infiniteScrollDebounce: 300,
  infiniteScrollThresholdPx: 50,
  feedSearchDebounce: 500,
  communitiesSearchDebounce: 300,
  singleCommunitySearchDebounce: 500,
  /** The spec shows a static "Resend code in 0:24"; we count down from it for real. */
  resendCodeCountdownSeconds: 24,
} as const;

export const clientId = "Forum";
export const sessionStorageKey = "root";
export const apiBases = { forum: "/forum/api/v1", main: "/api" } as const;

/** The product's name as shown in the UI, mails and page titles. */
export const productName = "Student Forum";
