import { displayName, type Post } from "@forum/contract";
import { absoluteUrl, type PublicUrls, userMetaOf } from "../../platform/public-user.ts";
import { contentPreview } from "./post-preview.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostRow, ViewerState } from "./posts.repository.ts";

/** A post's own answer and the owner's drafts carry the content whole; every other list its preview (API.md). */
export type ContentShown = "whole" | "preview";

/**
 * A row as the contract's Post. The one place the anonymity rule lives: an anonymous post names its author only
 * to that author and to moderators, everywhere a post appears.
 */
export function toPost(row: PostRow, viewer: Viewer, state: ViewerState, urls: PublicUrls, shown: ContentShown): Post {
  const { post, author } = row;
  const content = shown === "whole" ? { html: post.content, truncated: false } : contentPreview(post);
  const isAuthor = viewer?.id === post.userId;
  const revealed = !post.anonymous || isAuthor || !!viewer?.isAdmin;
  const meta = userMetaOf(author, urls);
  const images = post.images.map((p) => absoluteUrl(urls, p) ?? p);
  const mine = state.get(post.id);
  const first = row.categories[0] ?? null;
  return {
    id: post.id,
    uuid: post.uuid,
    title: post.title,
    content: content.html,
    content_truncated: content.truncated,
    type: post.type,
    // A hidden or removed post is still the published post its author wrote; `hidden` says what moderation did.
    status: post.status === "draft" ? "draft" : "published",
    parent_uuid: row.parent?.uuid ?? null,
    parent: row.parent?.uuid ? { uuid: row.parent.uuid, title: row.parent.title } : null,
    category_id: first?.id ?? null,
    category: first,
    categories: row.categories,
    tags: row.tags,
    images,
    meta: { anonymous: post.anonymous, images, tags: row.tags },
    anonymous: post.anonymous,
    community_id: row.community?.id ?? null,
    community: row.community?.id ? { id: row.community.id, name: row.community.name } : null,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    user_id: revealed ? post.userId : null,
    user: revealed ? { user_id: post.userId, meta } : null,
    author_name: revealed ? displayName({ meta }) : "Anonymous",
    likes_count: post.likesCount,
    unlikes_count: post.unlikesCount,
    replies_count: post.repliesCount,
    views_count: post.viewsCount,
    user_like_count: mine?.reaction === 1 ? 1 : 0,
    user_unlike_count: mine?.reaction === -1 ? 1 : 0,
    user_bookmark_count: mine?.bookmarked ? 1 : 0,
    is_author: isAuthor,
    hidden: post.status === "hidden" || post.status === "removed",
    hidden_reason: post.status === "hidden" || post.status === "removed" ? post.hiddenReason : null,
    // Solved while the accepted reply is published (answers.repository.ts): a hidden answer is no answer to readers.
    solved: row.acceptedReplyUuid !== null,
    accepted_reply_uuid: row.acceptedReplyUuid,
    accepted: post.status === "published" && row.parent?.acceptedReplyId === post.id,
    edited_at: post.editedAt?.toISOString() ?? null,
    locked: post.locked,
    pinned: post.pinned,
    duplicate_of: row.duplicateOf,
  };
}
