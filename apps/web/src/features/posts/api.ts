import type { CategoryRef, Page, Post, PostWithReplies } from "@forum/contract";
import { type InfiniteData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";

/** A post's identity in a list (for `useInfinitePages`: a post moved between pages shows once). */
export const postId = (post: Post) => post.id;

export type FeedFilters = { recent: boolean; categoryIds: number[]; tag: string; search: string };
export type ReportReason = { id: number; name: string; description: string };
export type Counts = Pick<Post, "likes_count" | "unlikes_count" | "user_like_count" | "user_unlike_count">;

/** One key factory for the posts area: everything under `all`, so one prefix reaches every cached copy of a post. */
export const postKeys = {
  all: ["posts"] as const,
  feeds: () => [...postKeys.all, "feed"] as const,
  feed: (filters: FeedFilters) => [...postKeys.feeds(), filters] as const,
  detail: (uuid: string) => [...postKeys.all, "detail", uuid] as const,
  similar: (id: string | number) => [...postKeys.all, "similar", String(id)] as const,
  drafts: () => [...postKeys.all, "drafts"] as const,
  reportReasons: () => ["report-reasons"] as const,
  categories: (search: string) => ["categories", search] as const,
};

/** GET /posts?…: `category_ids[]` repeats, which the client's flat query map cannot say, so the path carries it. */
export function feedPath(filters: FeedFilters, page: number): string {
  const q = new URLSearchParams({ parents_only: "1", page: String(page) });
  if (filters.recent) q.set("recent", "1");
  for (const id of filters.categoryIds) q.append("category_ids[]", String(id));
  if (filters.tag) q.set("tag", filters.tag);
  if (filters.search) q.set("search", filters.search);
  return `/posts?${q.toString()}`;
}

/** Core §4 feed: pages from 1; stop at an empty page or when the server says there is no next one. */
export function useFeed(filters: FeedFilters) {
  return useInfinitePages({
    queryKey: postKeys.feed(filters),
    fetchPage: (page, signal) => api.get<Page<Post>>("forum", feedPath(filters, page), { signal }),
    itemKey: postId,
  });
}

export function usePost(uuid: string) {
  return useQuery({
    queryKey: postKeys.detail(uuid),
    queryFn: ({ signal }) =>
      api.get<{ data: PostWithReplies }>("forum", `/posts/${encodeURIComponent(uuid)}`, { signal }).then((r) => r.data),
    enabled: uuid !== "",
  });
}

export function useSimilar(id: string | number | undefined) {
  return useQuery({
    queryKey: postKeys.similar(id ?? ""),
    queryFn: ({ signal }) => api.get<{ data: Post[] }>("forum", `/posts/${id}/similar`, { signal }).then((r) => r.data),
    enabled: id !== undefined && id !== "",
  });
}

export function useDrafts(enabled = true) {
  return useQuery({
    queryKey: postKeys.drafts(),
    queryFn: ({ signal }) => api.get<Page<Post>>("forum", "/posts", { query: { status: "draft" }, signal }),
    enabled,
  });
}

export function useReportReasons(enabled = true) {
  return useQuery({
    queryKey: postKeys.reportReasons(),
    queryFn: ({ signal }) =>
      api.get<{ data: ReportReason[] }>("forum", "/report-reasons", { signal }).then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Core §7: a 401 yields nothing, any other failure an empty list; the picker then simply shows no match. */
export function useCategories(search: string, limit = 10, enabled = true) {
  return useQuery({
    queryKey: [...postKeys.categories(search), limit],
    enabled,
    queryFn: ({ signal }) =>
      api
        .get<{ data: CategoryRef[] }>("forum", "/categories", { query: { search, limit }, signal })
        .then((r) => r.data)
        .catch(() => [] as CategoryRef[]),
    staleTime: 5 * 60_000,
  });
}

export type PostPayload = {
  uuid?: string;
  title: string;
  content: string;
  images: string[];
  category_id: number[];
  tags: string[];
  anonymous: boolean;
  type: "post" | "comment";
  parent_uuid: string | null;
  status: "published" | "draft";
};
type Saved = { data: Post; uuid: string; message?: string };

/** POST /posts, or PUT /posts/{uuid}/edit when the item already has a uuid (core §4). */
export function useSavePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: PostPayload) =>
      uuid
        ? api.put<Saved>("forum", `/posts/${encodeURIComponent(uuid)}/edit`, { ...body, uuid })
        : api.post<Saved>("forum", "/posts", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) => api.delete<{ message: string }>("forum", `/posts/${id}/delete`),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useReply(parentUuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post<Saved>("forum", "/posts", {
        content,
        type: "comment",
        parent_uuid: parentUuid,
        status: "published",
        images: [],
        tags: [],
        anonymous: false,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (body: { post_id: number; report_reasons: number[] }) =>
      api.post<{ message: string }>("forum", "/report-reasons", body),
  });
}

type Cached = InfiniteData<Page<Post>> | PostWithReplies | Post[] | Page<Post> | undefined;

const mapPost = (p: Post, id: number, patch: (p: Post) => Partial<Post>): Post =>
  p.id === id ? { ...p, ...patch(p) } : p;

/** Applies `patch` to post `id` wherever the posts area caches it: feed pages, details (and their replies), lists. */
export function patchPostEverywhere(qc: QueryClient, id: number, patch: (p: Post) => Partial<Post>) {
  qc.setQueriesData<Cached>({ queryKey: postKeys.all }, (old) => {
    if (!old) return old;
    if (Array.isArray(old)) return old.map((p) => mapPost(p, id, patch));
    if ("pages" in old) {
      return { ...old, pages: old.pages.map((pg) => ({ ...pg, data: pg.data.map((p) => mapPost(p, id, patch)) })) };
    }
    if ("replies" in old) {
      const top = mapPost(old, id, patch) as PostWithReplies;
      return { ...top, replies: old.replies.map((p) => mapPost(p, id, patch)) };
    }
    if ("data" in old && Array.isArray(old.data)) return { ...old, data: old.data.map((p) => mapPost(p, id, patch)) };
    return old;
  });
}

/** Core §4: like and dislike exclude each other; turning one on turns the other off. */
export function toggledCounts(p: Counts, kind: "like" | "unlike"): Counts {
  if (kind === "like") {
    const on = p.user_like_count !== 1;
    return {
      likes_count: Math.max(0, p.likes_count + (on ? 1 : -1)),
      user_like_count: on ? 1 : 0,
      unlikes_count: Math.max(0, p.unlikes_count - (on && p.user_unlike_count === 1 ? 1 : 0)),
      user_unlike_count: on ? 0 : p.user_unlike_count,
    };
  }
  const on = p.user_unlike_count !== 1;
  return {
    unlikes_count: Math.max(0, p.unlikes_count + (on ? 1 : -1)),
    user_unlike_count: on ? 1 : 0,
    likes_count: Math.max(0, p.likes_count - (on && p.user_like_count === 1 ? 1 : 0)),
    user_like_count: on ? 0 : p.user_like_count,
  };
}

/**
 * Like / dislike: the counts move at once and are then set to the server's numbers; a failure puts every cached copy
 * back as it was (the spec's "counts change only on 200", without the wait).
 */
export function useToggleReaction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ post, kind }: { post: Post; kind: "like" | "unlike" }) =>
      api.post<{ data: Counts }>("forum", `/posts/${post.id}/toggle-${kind}`),
    onMutate: async ({ post, kind }) => {
      await qc.cancelQueries({ queryKey: postKeys.all });
      const snapshot = qc.getQueriesData<Cached>({ queryKey: postKeys.all });
      patchPostEverywhere(qc, post.id, (p) => toggledCounts(p, kind));
      return { snapshot };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) qc.setQueryData(key, data);
    },
    onSuccess: (res, { post }) => patchPostEverywhere(qc, post.id, () => res.data),
  });
}

/** Core §4 bookmark: status 1 adds, 0 removes; the state follows the server's answer. */
export function useToggleBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) =>
      api.post<{ data: { bookmarked: boolean } }>("forum", "/bookmarks/toggle", {
        type: "post",
        post_uuid: post.uuid,
        status: post.user_bookmark_count === 1 ? 0 : 1,
      }),
    onSuccess: (res, post) =>
      patchPostEverywhere(qc, post.id, () => ({ user_bookmark_count: res.data?.bookmarked ? 1 : 0 })),
  });
}
