import type { messageEnvelope } from "../envelopes.ts";
import type {
  bookmarkPageQuery,
  bookmarksResponse,
  bookmarkToggleInput,
  bookmarkToggleResponse,
  postInput,
  postListQuery,
  postListResponse,
  postParams,
  postResponse,
  postShowQuery,
  reactionResponse,
  savedPostResponse,
  similarPostsResponse,
} from "../posts.ts";
import { endpoint } from "./endpoint.ts";

type OnePost = { params: typeof postParams };
type Save = { body: typeof postInput; response: typeof savedPostResponse };
type React = OnePost & { response: typeof reactionResponse };

/** Core §3–§7: the feed, a post, writing, reacting and bookmarking (forum base); reporting is moderation's. */
export const posts = {
  /** The feed and every list of posts (a community's, a student's, the caller's drafts): public. */
  list: endpoint<{ query: typeof postListQuery; response: typeof postListResponse }>()(
    "GET",
    "forum",
    "/posts",
    "public",
  ),
  /** A post (by uuid or id) with its comments. */
  show: endpoint<OnePost & { query: typeof postShowQuery; response: typeof postResponse }>()(
    "GET",
    "forum",
    "/posts/:id",
    "public",
  ),
  similar: endpoint<OnePost & { response: typeof similarPostsResponse }>()(
    "GET",
    "forum",
    "/posts/:id/similar",
    "public",
  ),
  /** JSON, or a community's multipart form with `images[n]`. */
  create: endpoint<Save>()("POST", "forum", "/posts", "user", { status: 201, form: true }),
  edit: endpoint<OnePost & Save>()("PUT", "forum", "/posts/:id/edit", "user"),
  remove: endpoint<OnePost & { response: typeof messageEnvelope }>()("DELETE", "forum", "/posts/:id/delete", "user"),
  like: endpoint<React>()("POST", "forum", "/posts/:id/toggle-like", "user"),
  unlike: endpoint<React>()("POST", "forum", "/posts/:id/toggle-unlike", "user"),
  bookmarks: endpoint<{ query: typeof bookmarkPageQuery; response: typeof bookmarksResponse }>()(
    "GET",
    "forum",
    "/bookmarks",
    "user",
  ),
  toggleBookmark: endpoint<{ body: typeof bookmarkToggleInput; response: typeof bookmarkToggleResponse }>()(
    "POST",
    "forum",
    "/bookmarks/toggle",
    "user",
  ),
};
