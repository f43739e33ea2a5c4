/** User-facing texts of the specs, verbatim (odd spellings included). Kept once, used by api and web. */
export const messages = {
  validation: {
    titleRequired: "Title is required.",
    contentRequired: "Post content is required.",
  },
  posts: {
    notFound: "Post not found",
    /** Not in the spec: a members-only community post asked for by someone else. */
    membersOnly: "Only members of this community can see its posts.",
    imageType: "Each image must be a JPG, PNG, GIF or WebP picture.",
    tooManyImages: "At most 4 images.",
    categoryLimit: "You cannot select More than 3 categories",
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
    comingSoon: "Coming soon",
  },
} as const;
