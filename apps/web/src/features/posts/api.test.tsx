import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../test/render-app.tsx";
import { type FeedFilters, postKeys, useFeed } from "./api.ts";
import { makePost, pageOf } from "./fixtures.ts";
import { useToggleBookmark } from "./post-api.ts";
import { toggledCounts, useToggleReaction } from "./reaction-api.ts";

let client: QueryClient;
const Wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
function wrapper() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { qc: client, Wrapper };
}
const none: FeedFilters = { recent: false, categoryIds: [], tag: "", search: "" };

describe("feed query", () => {
  const feedUrl = async (filters: FeedFilters) => {
    const calls = mockApi({ "GET /forum/api/v1/posts": { body: pageOf([]) } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useFeed(filters), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    return decodeURIComponent(calls[0]?.url ?? "");
  };

  it("asks parents only, with every filter and repeated category ids", async () => {
    expect(await feedUrl(none)).toBe("/forum/api/v1/posts?parents_only=1&page=1");
    expect(await feedUrl({ recent: true, categoryIds: [1, 2], tag: "exams", search: "linear algebra" })).toBe(
      "/forum/api/v1/posts?parents_only=1&page=1&recent=1&category_ids[]=1&category_ids[]=2&tag=exams&search=linear+algebra",
    );
  });
});

describe("useFeed", () => {
  it("pages on while next_page_url is set and stops at the last page", async () => {
    const calls = mockApi({
      "GET /forum/api/v1/posts": () => {
        const page = calls.length;
        return { body: pageOf([makePost({ id: page })], page < 2 ? "/next" : null, page) };
      },
    });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useFeed(none), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(calls[1]?.url).toContain("page=2");
    expect(result.current.hasNextPage).toBe(false);
  });

  it("stops at an empty page even if the server offers another", async () => {
    mockApi({ "GET /forum/api/v1/posts": { body: pageOf([], "/next") } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useFeed(none), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe("reactions", () => {
  it("like and dislike exclude each other", () => {
    const disliked = { likes_count: 2, unlikes_count: 1, user_like_count: 0, user_unlike_count: 1 };
    expect(toggledCounts(disliked, "like")).toEqual({
      likes_count: 3,
      unlikes_count: 0,
      user_like_count: 1,
      user_unlike_count: 0,
    });
    expect(toggledCounts({ ...disliked, user_unlike_count: 1 }, "unlike")).toMatchObject({
      unlikes_count: 0,
      user_unlike_count: 0,
    });
  });

  it("moves the counts at once, then takes the server's numbers", async () => {
    const post = makePost({ id: 4 });
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const counts = { likes_count: 9, unlikes_count: 1, user_like_count: 1, user_unlike_count: 0 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await gate;
        return new Response(JSON.stringify({ data: counts }), { status: 200 });
      }),
    );
    const { qc, Wrapper } = wrapper();
    qc.setQueryData(postKeys.feed(none), { pages: [pageOf([post])], pageParams: [1] });
    qc.setQueryData(postKeys.detail(post.uuid), { ...post, replies: [] });
    const { result } = renderHook(() => useToggleReaction(), { wrapper: Wrapper });
    const feedPost = () =>
      (qc.getQueryData(postKeys.feed(none)) as { pages: { data: (typeof post)[] }[] }).pages[0]?.data[0];
    act(() => result.current.mutate({ post, kind: "like" }));
    await waitFor(() => expect(feedPost()?.likes_count).toBe(4));
    release();
    await waitFor(() => expect(feedPost()?.likes_count).toBe(9));
    expect((qc.getQueryData(postKeys.detail(post.uuid)) as typeof post).likes_count).toBe(9);
  });

  it("rolls back when the server refuses", async () => {
    const post = makePost({ id: 5, user_like_count: 1, likes_count: 3 });
    mockApi({ "POST /forum/api/v1/posts/5/toggle-like": { status: 500, body: { message: "boom" } } });
    const { qc, Wrapper } = wrapper();
    qc.setQueryData(postKeys.detail(post.uuid), { ...post, replies: [] });
    const { result } = renderHook(() => useToggleReaction(), { wrapper: Wrapper });
    act(() => result.current.mutate({ post, kind: "like" }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(qc.getQueryData(postKeys.detail(post.uuid))).toMatchObject({ likes_count: 3, user_like_count: 1 });
  });
});

describe("bookmark", () => {
  it("sends status 1 to add and follows the server's answer", async () => {
    const post = makePost({ id: 6 });
    const calls = mockApi({ "POST /forum/api/v1/bookmarks/toggle": { body: { data: { bookmarked: true } } } });
    const { qc, Wrapper } = wrapper();
    qc.setQueryData(postKeys.detail(post.uuid), { ...post, replies: [] });
    const { result } = renderHook(() => useToggleBookmark(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync(post));
    expect(calls[0]?.body).toEqual({ type: "post", post_uuid: post.uuid, status: 1 });
    expect(qc.getQueryData(postKeys.detail(post.uuid))).toMatchObject({ user_bookmark_count: 1 });
  });
});
