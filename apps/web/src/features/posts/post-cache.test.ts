import type { InfiniteData } from "@tanstack/react-query";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { makePost, pageOf, withReplies } from "./fixtures.ts";
import { patchCachedPost, postCacheKeys, restorePosts, snapshotPosts } from "./post-cache.ts";

const target = makePost({ id: 8, likes_count: 1 });
const other = makePost({ id: 9, likes_count: 1 });
const pages = (...posts: ReturnType<typeof makePost>[]) => ({ pages: [pageOf(posts)], pageParams: [1] });
const likes = (post: unknown) => (post as { likes_count: number }).likes_count;

/** Every kind of post query, each holding the target post and another one. */
function cacheWithEveryKind() {
  const qc = new QueryClient();
  const keys = {
    feed: postCacheKeys.list("feed", { recent: false }),
    community: postCacheKeys.list("community", 3, ""),
    profile: postCacheKeys.list("profile", 7, "bookmarks"),
    detail: postCacheKeys.detail(target.uuid),
    thread: postCacheKeys.detail(other.uuid),
    similar: postCacheKeys.similar(2),
    drafts: postCacheKeys.drafts(),
  };
  for (const key of [keys.feed, keys.community, keys.profile]) qc.setQueryData(key, pages(other, target));
  qc.setQueryData(keys.detail, withReplies(target));
  qc.setQueryData(keys.thread, withReplies(other, [target]));
  qc.setQueryData(keys.similar, [other, target]);
  qc.setQueryData(keys.drafts, pageOf([other, target]));
  return { qc, keys };
}

describe("patchCachedPost", () => {
  it("changes the post in every kind of cached query, and no other post", () => {
    const { qc, keys } = cacheWithEveryKind();
    patchCachedPost(qc, target.id, (p) => ({ likes_count: p.likes_count + 4 }));
    for (const key of [keys.feed, keys.community, keys.profile]) {
      const [first, second] = qc.getQueryData<InfiniteData<{ data: unknown[] }>>(key)?.pages[0]?.data ?? [];
      expect([likes(first), likes(second)]).toEqual([1, 5]);
    }
    expect(qc.getQueryData(keys.detail)).toMatchObject({ likes_count: 5 });
    expect(qc.getQueryData(keys.thread)).toMatchObject({ likes_count: 1, replies: [{ id: 8, likes_count: 5 }] });
    expect(qc.getQueryData<unknown[]>(keys.similar)?.map(likes)).toEqual([1, 5]);
    expect(qc.getQueryData<{ data: unknown[] }>(keys.drafts)?.data.map(likes)).toEqual([1, 5]);
  });

  it("leaves queries outside the posts area alone", () => {
    const { qc } = cacheWithEveryKind();
    const reasons = [{ id: 8, name: "Spam", description: "" }];
    qc.setQueryData(["report-reasons"], reasons);
    patchCachedPost(qc, target.id, () => ({ likes_count: 0 }));
    expect(qc.getQueryData(["report-reasons"])).toBe(reasons);
  });

  it("puts a snapshot back as it was", () => {
    const { qc, keys } = cacheWithEveryKind();
    const snapshot = snapshotPosts(qc);
    patchCachedPost(qc, target.id, () => ({ likes_count: 0 }));
    restorePosts(qc, snapshot);
    expect(qc.getQueryData(keys.detail)).toMatchObject({ likes_count: 1 });
    expect(qc.getQueryData<unknown[]>(keys.similar)?.map(likes)).toEqual([1, 1]);
  });
});
