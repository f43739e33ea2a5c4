import { messages } from "./messages.ts";

/**
 * User-facing texts of the posts area (core §2, §4, §5, §8), verbatim with their odd spellings. Kept once here and
 * shown by the web app; the server answers the saving ones as they are, and its errors (`messages.posts`) are the
 * texts the web shows for the same case.
 */
export const feedTexts = {
  loadingMore: "Loading more posts...",
  recent: "Recent",
  categories: "Categories",
  noResult: (term: string) => `Opppsss... Looks like your search '${term}' is unavailable.`,
  /** Not in the spec: the card link of a post with neither title nor text (images only). */
  untitled: "View post",
} as const;

export const shareTexts = {
  title: "Share Via",
  copyLink: "Copy Link",
  linkCopied: "Link copied!",
  email: "Share via Email",
  x: "Share to X",
  facebook: "Share to Facebook",
} as const;

export const postPageTexts = {
  loading: "Loading...",
  notFound: messages.posts.notFound,
  /** Not in the spec: a members-only community post opened by someone else, and a load that failed. */
  membersOnly: messages.posts.membersOnly,
  seeCommunities: "See communities",
  loadFailed: "We could not load this post. Check your connection and try again.",
  retry: "Try again",
  breadcrumbRecent: "Recent",
  anonymous: "Anonymous",
  bookmark: "Bookmark post",
  flag: "Flag post",
  delete: "Delete post",
  comment: "comment",
  comments: "comments",
  replyPlaceholder: "Share your thoughts",
  seeMore: "see more...",
  similarTitle: "You Might Also Enjoy",
  othersShared: (n: number) => `& ${n} others shared their thoughts on`,
  similarFallbackTitle: "A Commumity Post",
  noSimilar: "No similar posts found.",
  bookmarkFailed: "Failed to Bookmark posts.",
  likeFailed: "Couldn't like post",
  unlikeFailed: "couldnt unlike post",
  /** The spec names no busy text for a post; this mirrors its "Deleting Comment...". */
  deletingPost: "Deleting Post...",
  deletePostConfirm: "Are you sure you want to delete this post?",
  deletePostDone: "Post Deleted Successfuly!",
  deletePostFailed: "Failed to delete post. Please try again.",
  deletingComment: "Deleting Comment...",
  deleteCommentDone: "Comment Deleted Successfuly!",
  deleteCommentFailed: "Failed to delete Comment. Please try again.",
} as const;

export const reportTexts = {
  title: "Submit a report",
  submit: "Submit",
  confirm: "Are you sure you want to report this Post?",
  failed: "Failed to report Post. Please try again.",
} as const;

export const postFormTexts = {
  createTitle: "Create a Post",
  editTitle: "Edit Draft",
  viewDrafts: "View Drafts",
  noCategoryMatch: "No Category matches your search.",
  categoryLimit: messages.posts.categoryLimit,
  anonymous: "Post as Anonymous",
  saveDraft: "Save to Drafts",
  create: "Create Post",
  postCreated: "Post created successfully!",
  postUpdated: "Post updated successfully!",
  draftSaved: "Draft saved successfully!",
  draftUpdated: "Draft updated successfully!",
  /** Not in the spec, which opens only drafts in the editor: the texts for editing a published post or comment. */
  editPostTitle: "Edit Post",
  update: "Update Post",
  editPost: "Edit post",
  /** Not in the spec: the editor's image button fills the post's image slots (the server stores no inline images). */
  addImage: "Add image",
  imagesFull: "All 4 image slots are in use",
  imageType: messages.posts.imageType,
  tooManyImages: messages.posts.tooManyImages,
} as const;

export const draftTexts = {
  count: (n: number) => `${n} drafts`,
  lastEdited: "Last edited",
  deleteConfirm: "Are you sure you want to delete this draft? This action cannot be undone.",
  deleteFailed: "Failed to delete draft. Please try again.",
} as const;
