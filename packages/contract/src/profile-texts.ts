import { productName } from "./limits.ts";

/** Lengths of the profile fields (secondary §3 profile update payload). */
export const profileLimits = { nameMax: 50, usernameMin: 3, usernameMax: 30, aboutMax: 500 } as const;

/**
 * @mentions: suggestions start at one character after "@" and are at most 8; a query is at most a full name long; a
 * post or comment notifies at most 10 of the students it mentions.
 */
export const mentionLimits = { queryMin: 1, queryMax: 101, suggestMax: 8, notifiedMax: 10 } as const;

/** Texts of the profile page (secondary §2, §5, §8), verbatim, with its load failures (shown under "Error"). */
export const profileTexts = {
  title: "Profile",
  loading: "Loading profile...",
  sections: "Profile sections",
  tabs: { posts: "Posts", replies: "Replies", communities: "Communities", bookmarks: "Bookmarks", about: "About" },
  aboutHeader: "Profile",
  updateProfile: "Update Profile",
  noAbout: "No available.",
  mostActiveCommunity: "Most Active Community",
  likesReceived: "Likes Received",
  likesGiven: "Likes Given",
  commentsReceived: "Comments Received",
  postsShared: "Posts you have shared",
  leaderboard: "Leaderboard",
  noBookmarks: "No bookmarks yet.",
  /** The spec names no empty texts for these lists; these say plainly what is missing. */
  noPosts: "No posts yet.",
  noReplies: "No replies yet.",
  noCommunities: "No communities joined yet.",
  noCommunity: "None yet",
  enlargePicture: (name: string) => `Enlarge ${name}'s picture`,
  loadFailedTitle: "Error",
  fetchProfileFailed: "Failed to fetch user profile details.",
  fetchStatsFailed: "Failed to fetch user stats.",
  fetchPostsFailed: "Failed to fetch user posts.",
  fetchRepliesFailed: "Failed to fetch user replies.",
  fetchCommunitiesFailed: "Failed to fetch user communities.",
  /** The spec lists no bookmarks failure; this follows its family of load failures. */
  fetchBookmarksFailed: "Failed to fetch bookmarks.",
  points: (n: number) => `${n} ${n === 1 ? "point" : "points"}`,
} as const;

/** The Update Profile Details dialog (secondary §2, §5, §8), verbatim. */
export const profileDialogTexts = {
  title: "Update Profile Details",
  email: "Email Address",
  firstName: "First Name",
  lastName: "Last Name",
  tag: `Create ${productName} Tag (Fun Username)`,
  about: "About",
  save: "Save update",
  saving: "Saving update...",
  cancelCrop: "Cancel",
  saveCrop: "Save Cropped Image",
  changePicture: "Change profile picture",
  cropArea: "Crop area: drag or use the arrow keys to move the picture",
  zoom: "Zoom",
  invalidImage: "Please select a valid image file (JPG, PNG, GIF)",
  cropFailed: "Failed to crop the image. Please try again.",
  failedTitle: "Error updating profile",
  failedPrefix: "Error: ",
} as const;

/**
 * What the profile calls answer: the update's success (secondary §7, verbatim), an unknown or suspended user, and
 * the update's field rules (the dialog checks them with the same schema before it sends). A picture the server
 * cannot take answers `imageMessages` (content-texts.ts) on `image`.
 */
export const profileMessages = {
  updated: "Profile update Successful!",
  userNotFound: "User not found.",
  firstnameMax: `The first name may be at most ${profileLimits.nameMax} characters.`,
  lastnameMax: `The last name may be at most ${profileLimits.nameMax} characters.`,
  usernameRequired: "Choose a username for your tag.",
  usernameLength: `The username must be ${profileLimits.usernameMin} to ${profileLimits.usernameMax} characters.`,
  usernamePattern:
    "The username may contain only letters, numbers, dots and underscores, and must start with a letter or number.",
  usernameTaken: "The username has already been taken.",
  aboutMax: `The about text may be at most ${profileLimits.aboutMax} characters.`,
  imageNotFile: "The image must be an uploaded file.",
} as const;
