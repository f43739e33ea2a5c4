import type { Page, Post, PostWithReplies } from "@forum/contract";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { feedKey, noFeedFilters } from "../features/posts/feed-key.ts";
import { postCacheKeys } from "../features/posts/post-cache.ts";

/**
 * The first page's data that index.html carries for the home feed and a post (apps/api platform/first-data.ts): the
 * API's answers to a guest, so the page renders at once instead of waiting for its first call.
 */
export type FirstData = {
  /** When the server answered (ms): the data is as fresh as a fetch made then. */
  at: number;
  /** GET /posts?parents_only=1&page=1. */
  feed?: Page<Post>;
  /** GET /posts/{id}, with the id as the page's address has it. */
  post?: { id: string; answer: { data: PostWithReplies } };
};

/** Reads the data once and removes its element, so nothing reads it again nor keeps its text in the page. */
export function takeFirstData(doc: Document): FirstData | null {
  const element = doc.getElementById("first-data");
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? "") as FirstData;
    return typeof data?.at === "number" ? data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the data in the cache under the keys the home and post pages ask for, before they render. A guest's is fresh
 * as of the server's answer (a clock ahead of ours cannot make it fresh for longer). A signed-in student's answers
 * carry their own state (liked, bookmarked, their community posts in the feed), which a guest's do not: they see
 * the guest's at once, marked stale, and the page fetches theirs at mount, in the background.
 */
export function seedFirstData(qc: QueryClient, data: FirstData, signedIn: boolean, now = Date.now()) {
  const updatedAt = signedIn ? 0 : Math.min(data.at, now);
  const feed = data.feed;
  if (Array.isArray(feed?.data)) {
    const first: InfiniteData<Page<Post>, number> = { pages: [feed], pageParams: [1] };
    qc.setQueryData(feedKey(noFeedFilters), first, { updatedAt });
  }
  const post = data.post;
  if (typeof post?.id === "string" && post.answer?.data) {
    qc.setQueryData(postCacheKeys.detail(post.id), post.answer.data, { updatedAt });
  }
}
