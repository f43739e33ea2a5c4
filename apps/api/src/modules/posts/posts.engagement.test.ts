import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

// Reacting to posts, bookmarking them (reporting: modules/moderation/reports.test.ts), and the categories a post is filed under.
let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };

const create = (body: object, token = ada.token) => k.call("POST", "/forum/api/v1/posts", body, token);
const valid = { title: "How do I apply for the NNPC scholarship?", content: "<p>Deadline is Friday.</p>" };

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
});
afterAll(() => t.close());

describe("likes and dislikes", () => {
  it("toggle and exclude each other", async () => {
    const post = (await create(valid)).json().data;
    const like = (await k.call("POST", `/forum/api/v1/posts/${post.id}/toggle-like`, undefined, bola.token)).json()
      .data;
    expect(like).toEqual({ likes_count: 1, unlikes_count: 0, user_like_count: 1, user_unlike_count: 0 });
    const dislike = (
      await k.call("POST", `/forum/api/v1/posts/${post.uuid}/toggle-unlike`, undefined, bola.token)
    ).json().data;
    expect(dislike).toEqual({ likes_count: 0, unlikes_count: 1, user_like_count: 0, user_unlike_count: 1 });
    const undo = (await k.call("POST", `/forum/api/v1/posts/${post.id}/toggle-unlike`, undefined, bola.token)).json()
      .data;
    expect(undo).toEqual({ likes_count: 0, unlikes_count: 0, user_like_count: 0, user_unlike_count: 0 });
    expect((await k.call("POST", `/forum/api/v1/posts/${post.id}/toggle-like`)).statusCode).toBe(401);
    expect((await k.call("POST", "/forum/api/v1/posts/999999/toggle-like", undefined, bola.token)).statusCode).toBe(
      404,
    );
  });

  it("keep counters equal to rows under concurrent likes", async () => {
    const post = (await create(valid)).json().data;
    const fans = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => k.student(`fan${i}@example.com`)));
    await Promise.all(
      fans.map((f) => k.call("POST", `/forum/api/v1/posts/${post.id}/toggle-like`, undefined, f.token)),
    );
    const shown = (await k.get(`/posts/${post.id}`, fans[0]!.token)).json().data;
    expect(shown).toMatchObject({ likes_count: 6, user_like_count: 1 });
  });
});

describe("bookmarks", () => {
  it("bookmarks on and off, listed for the caller only", async () => {
    const post = (await create(valid)).json().data;
    const toggle = (status: number) =>
      k.call("POST", "/forum/api/v1/bookmarks/toggle", { type: "post", post_uuid: post.uuid, status }, bola.token);
    expect((await toggle(1)).json().data.bookmarked).toBe(true);
    expect((await toggle(1)).json().data.bookmarked).toBe(true);
    const list = (await k.get("/bookmarks", bola.token)).json();
    expect(list.data.filter((b: { bookmarkable: { uuid: string } }) => b.bookmarkable.uuid === post.uuid)).toHaveLength(
      1,
    );
    expect(list.data[0].bookmarkable.user_bookmark_count).toBe(1);
    expect(list.next_page_url).toBeNull();
    const other = (await create({ ...valid, title: "Second bookmark" })).json().data;
    await k.call(
      "POST",
      "/forum/api/v1/bookmarks/toggle",
      { type: "post", post_uuid: other.uuid, status: 1 },
      bola.token,
    );
    const onePerPage = (await k.get("/bookmarks?per_page=1", bola.token)).json();
    expect(onePerPage.next_page_url).toBe("http://forum.test/forum/api/v1/bookmarks?page=2&per_page=1");
    expect(
      (await k.get("/bookmarks", ada.token))
        .json()
        .data.some((b: { bookmarkable: { uuid: string } }) => b.bookmarkable.uuid === post.uuid),
    ).toBe(false);
    expect((await toggle(0)).json().data.bookmarked).toBe(false);
    expect((await k.get("/bookmarks")).statusCode).toBe(401);
  });
});

describe("GET /categories", () => {
  it("searches by part of the name with a default limit of 10", async () => {
    expect((await k.get("/categories")).json().data).toHaveLength(10);
    expect((await k.get("/categories?search=SCHOL&limit=3")).json().data).toEqual([
      { id: expect.any(Number), name: "Scholarships" },
    ]);
  });
});
