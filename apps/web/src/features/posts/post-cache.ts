import type { Page, Post, PostWithReplies, ReplySort } from "@forum/contract";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Every cached query that holds posts has the key `["posts", kind, ...]`, and its kind says how it holds them, so a
 * change to one post (a like, a bookmark) is written into each query as that query's shape, never guessed from the
 * data. A new kind of post query needs a key here and a patcher below.
 */
const all = ["posts"] as const;
/** Paged lists (`useInfinitePages`): the feed, a community's posts, a profile's posts, replies and bookmarks. */
type ListKind = "feed" | "community" | "profile";

export const postCacheKeys = {
  all,
  /** InfiniteData of pages of posts. */
  list: <const A extends readonly unknown[]>(kind: ListKind, ...args: A) => [...all, kind, ...args] as const,
  /** A post with its comments (PostWithReplies), in one reply order (the web's default when not named). */
  detail: (uuid: string, sort: ReplySort = "best") => [...all, "detail", uuid, sort] as const,
  /** The similar posts beside a post (Post[]). */
  similar: (id: string | number) => [...all, "similar", String(id)] as const,
  /** The caller's drafts: one page (Page<Post>). */
  drafts: () => [...all, "drafts"] as const,
};

/** Changes one post; every other post passes through as it is. */
type Patch = <P extends Post>(post: P) => P;

const listKinds: readonly ListKind[] = ["feed", "community", "profile"];
const prefix = (kind: string): QueryKey => [...all, kind];

/** Writes `change` into post `id` in every cached query that holds it, each query patched as its kind's shape. */
export function patchCachedPost(qc: QueryClient, id: number, change: (post: Post) => Partial<Post>) {
  const patch: Patch = (post) => (post.id === id ? { ...post, ...change(post) } : post);
  for (const kind of listKinds) {
    qc.setQueriesData<InfiniteData<Page<Post>>>({ queryKey: prefix(kind) }, (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, data: page.data.map(patch) })) } : old,
    );
  }
  qc.setQueriesData<PostWithReplies>({ queryKey: prefix("detail") }, (old) =>
    old ? { ...patch(old), replies: old.replies.map(patch) } : old,
  );
  qc.setQueriesData<Post[]>({ queryKey: prefix("similar") }, (old) => old?.map(patch));
  qc.setQueriesData<Page<Post>>({ queryKey: postCacheKeys.drafts() }, (old) =>
    old ? { ...old, data: old.data.map(patch) } : old,
  );
}

/** What every post query holds now, to put back if an optimistic change fails. */
export function snapshotPosts(qc: QueryClient) {
  return qc.getQueriesData<unknown>({ queryKey: all });
}

export function restorePosts(qc: QueryClient, snapshot: ReturnType<typeof snapshotPosts> | undefined) {
  for (const [key, data] of snapshot ?? []) qc.setQueryData(key, data);
}
