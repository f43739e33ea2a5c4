import { z } from "zod";
import { answerFilters, answerMessages, replySorts } from "./answer-texts.ts";
import { contentMessages } from "./content-texts.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { posts } from "./endpoints/posts.ts";
import { dataEnvelope, messageEnvelope, pageEnvelope } from "./envelopes.ts";
import { limits } from "./limits.ts";
import { messages } from "./messages.ts";
import { idNumber, pageNumber } from "./numbers.ts";
import { publicUser } from "./profile.ts";

export { normaliseTags } from "./helpers/tags.ts";

export const categoryRef = z.object({ id: z.number().int(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

/**
 * A post, comment or draft as answered (core §3, API.md): `user`/`user_id` are null for an anonymous post unless the
 * caller wrote it (or moderates); `is_author` tells the caller. The caller's own like/dislike/bookmark are 0 or 1.
 */
export const postSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string().nullable(),
  /** The sanitised HTML; in lists only its 400-character preview (still valid HTML), whole on the post's own page. */
  content: z.string(),
  /** True when `content` is a preview that leaves some of the post out (API.md). */
  content_truncated: z.boolean(),
  type: z.enum(["post", "comment"]),
  status: z.enum(["published", "draft"]),
  parent_uuid: z.string().nullable(),
  parent: z.object({ uuid: z.string(), title: z.string().nullable() }).nullable(),
  category_id: z.number().int().nullable(),
  category: categoryRef.nullable(),
  categories: z.array(categoryRef),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  meta: z.object({ anonymous: z.boolean(), images: z.array(z.string()), tags: z.array(z.string()) }),
  anonymous: z.boolean(),
  community_id: z.number().int().nullable(),
  community: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  user_id: z.number().int().nullable(),
  user: publicUser.nullable(),
  author_name: z.string(),
  likes_count: z.number().int(),
  unlikes_count: z.number().int(),
  replies_count: z.number().int(),
  views_count: z.number().int(),
  user_like_count: z.number().int(),
  user_unlike_count: z.number().int(),
  user_bookmark_count: z.number().int(),
  is_author: z.boolean(),
  /**
   * Hidden by a moderator (or by reports past REPORT_HIDE_THRESHOLD): only its author and admins get such a post,
   * with the reason; everyone else gets 404 and no list holds it.
   */
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  /** A question with an accepted answer (API.md "Answers"); `accepted_reply_uuid` names that reply. */
  solved: z.boolean(),
  accepted_reply_uuid: z.string().nullable(),
  /** On a reply: it is its question's accepted answer. */
  accepted: z.boolean(),
  /** When a published post's or comment's title or content last changed; null when never edited after publishing. */
  edited_at: z.string().nullable(),
  /** Locked by a moderator (no new replies) and pinned first in its community (API.md "Trust and safety"). */
  locked: z.boolean(),
  pinned: z.boolean(),
  /** Closed as a duplicate of this question: it takes no more replies. */
  duplicate_of: z.object({ uuid: z.string(), title: z.string().nullable() }).nullable(),
});
export type Post = z.infer<typeof postSchema>;
export const postWithReplies = postSchema.extend({ replies: z.array(postSchema) });
export type PostWithReplies = z.infer<typeof postWithReplies>;

/** Form booleans arrive as true/false, 1/0 or their strings (multipart). */
export const flag = z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean());

const ids = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(idNumber()).max(limits.maxCategoriesPerPost, {
    error: messages.posts.categoryLimit,
  }),
);

/** POST /posts and PUT /posts/{uuid}/edit as JSON. Title and content rules are checked against the type. */
export const postInput = z.object({
  title: z
    .string()
    .trim()
    .max(limits.titleMax, { error: `The title may be at most ${limits.titleMax} characters.` })
    .nullish(),
  content: z
    .string({ error: messages.validation.contentRequired })
    .max(limits.contentHtmlMax, { error: contentMessages.htmlTooLong }),
  images: z.array(z.string()).max(limits.maxImagesPerPost, { error: messages.posts.tooManyImages }).default([]),
  category_id: ids.optional(),
  // Ten tags of 40 characters are kept (normaliseTags); the bounds only stop a megabyte from being split.
  tags: z.union([z.array(z.string().max(200)).max(50), z.string().max(2_000)]).nullish(),
  anonymous: flag.optional(),
  type: z.enum(["post", "comment", "draft"]).optional(),
  parent_uuid: z.string().uuid().nullish(),
  community_id: idNumber().nullish(),
  status: z.enum(["published", "draft"]).optional(),
});
export type PostInput = z.infer<typeof postInput>;

const idList = z.preprocess(
  (v) =>
    (v === undefined || v === "" ? [] : Array.isArray(v) ? v : String(v).split(","))
      .map((x) => String(x).trim())
      .filter(Boolean),
  z.array(idNumber()).max(20),
);

/** GET /posts: the feed's filters (core §7). `category_ids[]` arrives under that name from query strings. */
export const postListQuery = z.preprocess(
  (q) => {
    const { "category_ids[]": bracketed, ...rest } = (q ?? {}) as Record<string, unknown>;
    return bracketed === undefined ? rest : { ...rest, category_ids: bracketed };
  },
  z.object({
    recent: flag.optional(),
    category_ids: idList.optional(),
    community_id: idNumber().optional(),
    user_id: idNumber().optional(),
    replies_only: flag.optional(),
    parents_only: flag.optional(),
    page: pageNumber(),
    per_page: z.coerce.number().int().min(1).max(limits.perPageMax).default(limits.perPageDefault),
    search: z.string().trim().max(200).optional(),
    tag: z.string().trim().max(40).optional(),
    status: z.enum(["published", "draft"]).optional(),
    /** API.md "Answers": questions with no visible reply, no accepted answer, or one. */
    filter: z.enum(answerFilters, { error: answerMessages.filterInvalid }).optional(),
  }),
);
export type PostListQuery = z.infer<typeof postListQuery>;

/** A post in a path: its uuid or numeric id (anything else finds nothing: 404). */
export const postParams = z.object({ id: z.string().min(1).max(64) });
/** `GET /posts/{id}?sort=`: the replies' order after the accepted answer (API.md "Answers"); anything else is a 422. */
export const postShowQuery = z.object({
  sort: z.enum(replySorts, { error: answerMessages.sortInvalid }).default("oldest"),
});
export const postListResponse = pageEnvelope(postSchema);
export const postResponse = dataEnvelope(postWithReplies);
export const similarPostsResponse = z.object({ data: z.array(postSchema) });
/** What creating or editing answers: the post as saved, its uuid and the spec's message. */
export const savedPostResponse = z.object({ data: postSchema, uuid: z.string(), message: z.string() });
export type SavedPost = z.infer<typeof savedPostResponse>;

/** A post's reaction counts, with the caller's own like and dislike (0 or 1). */
export const reactionCounts = z.object({
  likes_count: z.number().int(),
  unlikes_count: z.number().int(),
  user_like_count: z.number().int(),
  user_unlike_count: z.number().int(),
});
export type Counts = z.infer<typeof reactionCounts>;
export const reactionResponse = z.object({ data: reactionCounts });

export const bookmarkPageQuery = z.object({
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(limits.perPageMax).default(limits.perPageDefault),
});
export const bookmarkSchema = z.object({ id: z.number().int(), bookmarkable: postSchema });
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarksResponse = pageEnvelope(bookmarkSchema);
/** Core §4 bookmark: status 1 adds, 0 removes. */
export const bookmarkToggleInput = z.object({
  type: z.literal("post").default("post"),
  post_uuid: z.string().min(1).max(64),
  status: z.coerce.number().int().min(0).max(1),
});
export const bookmarkToggleResponse = z.object({ data: z.object({ bookmarked: z.boolean() }), message: z.string() });

export const categorySearchQuery = z.object({
  search: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(limits.categorySearchLimit),
});
export const categorySearchResponse = z.object({ data: z.array(categoryRef) });

/** The posts, categories and tags calls with their schemas (the server registers them; the web calls `posts`). */
const save = { body: postInput, response: savedPostResponse };
const react = { params: postParams, response: reactionResponse };
export const postsApi = operations("posts", {
  list: bind(
    posts.list,
    "List posts (the feed, a community's, a student's, drafts, search)",
    { query: postListQuery, response: postListResponse },
    [403, 404],
  ),
  show: bind(
    posts.show,
    "A post with its comments",
    { params: postParams, query: postShowQuery, response: postResponse },
    [403, 404],
  ),
  similar: bind(
    posts.similar,
    "Posts similar to a post",
    { params: postParams, response: similarPostsResponse },
    [403, 404],
  ),
  create: bind(posts.create, "Write a post or a reply", save, [403, 404, 413, 415]),
  edit: bind(posts.edit, "Edit a post", { params: postParams, ...save }, [403, 404, 413]),
  remove: bind(posts.remove, "Delete a post", { params: postParams, response: messageEnvelope }, [403, 404]),
  like: bind(posts.like, "Like a post, or take the like back", react, [403, 404]),
  unlike: bind(posts.unlike, "Dislike a post, or take the dislike back", react, [403, 404]),
  bookmarks: bind(posts.bookmarks, "List the caller's bookmarks", {
    query: bookmarkPageQuery,
    response: bookmarksResponse,
  }),
  toggleBookmark: bind(
    posts.toggleBookmark,
    "Bookmark a post, or remove the bookmark",
    { body: bookmarkToggleInput, response: bookmarkToggleResponse },
    // A post of a community the caller is not in is 403, as everywhere a post is reached.
    [403, 404],
  ),
});
