/** A wait in words, rounded up: "a minute", "5 minutes", "3 hours", "2 days" (hours from 90 minutes, days from 48 hours). */
function waitInWords(seconds: number): string {
  const [size, unit] = seconds > 48 * 3_600 ? [86_400, "day"] : seconds > 90 * 60 ? [3_600, "hour"] : [60, "minute"];
  const n = Math.max(1, Math.ceil(seconds / size));
  return n === 1 ? `a ${unit}` : `${n} ${unit}s`;
}

/** User-facing texts of the specs, verbatim (odd spellings included). Kept once, used by api and web. */
export const messages = {
  validation: {
    emailRequired: "Email is required.",
    emailInvalid: "Email is invalid.",
    passwordRequired: "Password is required.",
    passwordMin: "Password must be at least 6 characters.",
    passwordsDoNotMatch: "Passwords do not match.",
    tokenRequired: "Token is required.",
    tokenSix: "Token must be 6 characters.",
    tokenFour: "Token must be 4 characters.",
    titleRequired: "Title is required.",
    contentRequired: "Post content is required.",
  },
  /** Not in the specs: the bounds of API.md on rich text (posts now, announcements later) and on pictures. */
  auth: {
    registered: "Registration successful. We sent a 6-digit code to your email.",
    emailTaken: "The email has already been taken.",
    verificationSent: "If that address needs verifying, a new code is on its way.",
    emailVerified: "Your email has been verified.",
    invalidCode: "The code is invalid or has expired.",
    loginSuccess: "Login successful.",
    unverifiedEmail: "Please check your inbox to verify your email!",
    invalidCredentials: "Invalid email or password.",
    resetSent: "If an account exists for that address, a 4-digit code is on its way.",
    resetCodeVerified: "Code verified. You can now set a new password.",
    passwordUpdated: "Your password has been updated. Please log in.",
    invalidResetToken: "This password reset link is invalid or has expired. Start password reset again.",
    loggedOut: "Logout Successful",
    googleDisabled: "Sign-in with Google is not enabled.",
    googleInvalid: "Google login failed. Please try again.",
    unauthenticated: "Unauthenticated.",
    suspended: "This account has been suspended.",
    /** A 429 on a code check: too many wrong codes for the address lately (the answer's Retry-After, in words). */
    codeChecksPaused: (seconds: number) =>
      `Too many wrong codes for this address. For your security, please try again in ${waitInWords(seconds)}.`,
  },
  posts: {
    communityMembersOnly: "You must be a member of this community to post!",
    communityContentEmpty: "Post content cannot be empty!",
    communityPostCreated: "Post Created successfully!",
    categoryInvalid: "The selected category is invalid.",
    parentMissing: "The post you are replying to no longer exists.",
    notAuthor: "Only the author can change this post.",
    reported: "Thank you. Your report has been received and a moderator will review it.",
    alreadyReported: "You have already reported this post.",
    reasonInvalid: "Choose at least one valid reason.",
    bookmarked: "Post bookmarked.",
    unbookmarked: "Bookmark removed.",
  },
  errors: {
    unexpectedRetry: "An unexpected error occurred, please try again.",
    unexpected: "An unexpected error occurred.",
    generic: "An error occurred. Please try again.",
    invalidResponse: "Invalid response from the server.",
    missingToken: "An exceptional error occurred, please try again.",
    passwordUpdateFailed: "Failed to update password.",
    googleLoginFailed: "Google login failed. Please try again.",
    notFound: "Not found.",
    forbidden: "This action is unauthorized.",
    tooManyRequests: "Too many attempts. Please wait a moment and try again.",
    /** 503 while the database (or Redis) cannot be reached; the answer carries Retry-After. */
    unavailable: "The forum is briefly unavailable. Please try again in a moment.",
    busy: "The server is busy. Please try again in a moment.",
  },
  pages: {
    verifyPermission: "You don't have permission to access the email verification page",
    resetAccessDenied: "page access denied. Start password reset again.",
    comingSoon: "Coming soon",
  },
} as const;
