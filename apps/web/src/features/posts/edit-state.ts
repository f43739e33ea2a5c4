import type { Post } from "@forum/contract";

/**
 * What /post/new is opened with to edit: a draft from /drafts, or a published post or comment from its author's Edit
 * button, its categories as label/value pairs (core §2). A comment is opened with ?thread={its parent's uuid}.
 */
export type DraftState = { draft?: Post; categories?: { label: string; value: number }[] };

export const editState = (post: Post): DraftState => ({
  draft: post,
  categories: post.categories.map((c) => ({ label: c.name, value: c.id })),
});
