import { messages } from "./messages.ts";

/** Texts of the post form and the drafts (core §6), verbatim; see post-texts.ts. */
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
  /** An empty /drafts, with a way to start writing (not in the spec, which shows only the count). */
  none: "No drafts yet. A post saved with Save to Drafts waits here until you publish it.",
  writePost: "Write a post",
} as const;
