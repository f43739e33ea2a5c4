/**
 * Further user-facing texts of the specs, verbatim, that the web app shows (empty states, load failures). Kept here
 * beside `messages` so that every spec text lives once in the contract.
 */
/** Secondary §8 profile load failures (shown in an alert titled Error). */
export const profileTexts = {
  fetchProfileFailed: "Failed to fetch user profile details.",
  fetchStatsFailed: "Failed to fetch user stats.",
  fetchPostsFailed: "Failed to fetch user posts.",
  fetchRepliesFailed: "Failed to fetch user replies.",
  fetchCommunitiesFailed: "Failed to fetch user communities.",
} as const;

/** Secondary §2 auth-success page. */
export const authPageTexts = {
  passwordSetTitle: "New Password Set",
  passwordSetBody: "Your password reset was successful and you can now access your account.",
} as const;
