import { productName } from "./limits.ts";

/**
 * Texts of the profile page and its Update Profile dialog (secondary §2, §5, §8), verbatim. The load failures live
 * in `profileTexts` (ui-texts.ts).
 */
export const profilePageTexts = {
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
  /** The spec lists no bookmarks failure; this follows its family of load failures. */
  fetchBookmarksFailed: "Failed to fetch bookmarks.",
  loadFailedTitle: "Error",
  points: (n: number) => `${n} ${n === 1 ? "point" : "points"}`,
} as const;

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
  zoom: "Zoom",
  invalidImage: "Please select a valid image file (JPG, PNG, GIF)",
  cropFailed: "Failed to crop the image. Please try again.",
  updated: "Profile update Successful!",
  failedTitle: "Error updating profile",
  failedPrefix: "Error: ",
} as const;
