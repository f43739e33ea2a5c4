import type { Page, Post, PostWithReplies } from "@forum/contract";

/** Test data: a post as the server answers it (API.md), with overrides. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    title: `Post number ${id}`,
    content: `<p>Body of post ${id}</p>`,
    content_truncated: false,
    type: "post",
    status: "published",
    parent_uuid: null,
    parent: null,
    category_id: null,
    category: null,
    categories: [],
    tags: [],
    images: [],
    meta: { anonymous: false, images: [], tags: [] },
    anonymous: false,
    community_id: null,
    community: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    user_id: 7,
    user: { user_id: 7, meta: { username: "ada", first_name: "Ada", last_name: "Obi", profile_image: null } },
    // The server names no one when it hides the user (an anonymous post shown to someone else).
    author_name: overrides.user === null ? "Anonymous" : "ada",
    likes_count: 3,
    unlikes_count: 1,
    replies_count: 2,
    views_count: 10,
    user_like_count: 0,
    user_unlike_count: 0,
    user_bookmark_count: 0,
    is_author: false,
    hidden: false,
    hidden_reason: null,
    solved: false,
    accepted_reply_uuid: null,
    accepted: false,
    edited_at: null,
    locked: false,
    pinned: false,
    duplicate_of: null,
    ...overrides,
  };
}

export const withReplies = (post: Post, replies: Post[] = []): PostWithReplies => ({ ...post, replies });

export function pageOf(data: Post[], next: string | null = null, current = 1): Page<Post> {
  return {
    data,
    current_page: current,
    last_page: next ? current + 1 : current,
    per_page: 20,
    total: 99,
    next_page_url: next,
  };
}
