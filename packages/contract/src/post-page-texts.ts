import { messages } from "./messages.ts";
import { postCardTexts } from "./post-card-texts.ts";

/** Texts of the post page and its dialogs (core §5), verbatim; see post-texts.ts. */
export const postPageTexts = {
  loading: postCardTexts.loading,
  notFound: messages.posts.notFound,
  /** Not in the spec: a members-only community post opened by someone else, and a load that failed. */
  membersOnly: messages.posts.membersOnly,
  seeCommunities: "See communities",
  loadFailed: "We could not load this post. Check your connection and try again.",
  retry: "Try again",
  breadcrumbRecent: "Recent",
  anonymous: postCardTexts.anonymous,
  bookmark: "Bookmark post",
  flag: "Flag post",
  delete: "Delete post",
  comment: "comment",
  comments: "comments",
  replyPlaceholder: "Share your thoughts",
  seeMore: "see more...",
  /** Not in the spec: a comment's own page (its see more...) links back to what it answers. */
  inReplyTo: "In reply to",
  /** What a reply answers when that has no title: another reply. */
  aReply: "a reply",
  similarTitle: "You Might Also Enjoy",
  othersShared: (n: number) => `& ${n} others shared their thoughts on`,
  similarFallbackTitle: "A Commumity Post",
  noSimilar: "No similar posts found.",
  bookmarkFailed: "Failed to Bookmark posts.",
  likeFailed: postCardTexts.likeFailed,
  unlikeFailed: postCardTexts.unlikeFailed,
  /** The spec names no busy text for a post; this mirrors its "Deleting Comment...". */
  deletingPost: "Deleting Post...",
  deletePostConfirm: "Are you sure you want to delete this post?",
  deletePostDone: "Post Deleted Successfuly!",
  deletePostFailed: "Failed to delete post. Please try again.",
  deletingComment: "Deleting Comment...",
  deleteCommentDone: "Comment Deleted Successfuly!",
  deleteCommentFailed: "Failed to delete Comment. Please try again.",
} as const;

export const shareTexts = {
  title: "Share Via",
  copyLink: "Copy Link",
  linkCopied: "Link copied!",
  email: "Share via Email",
  x: "Share to X",
  facebook: "Share to Facebook",
} as const;

export const reportTexts = {
  title: "Submit a report",
  submit: "Submit",
  confirm: "Are you sure you want to report this Post?",
  failed: "Failed to report Post. Please try again.",
} as const;
