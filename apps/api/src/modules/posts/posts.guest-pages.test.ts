import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

// Guests share cached pages for a few seconds (posts.repository.ts); every write must show at once all the same.
let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };

const recentTitles = async () =>
  (await k.get("/posts?recent=1&parents_only=1")).json().data.map((p: { title: string }) => p.title);
const create = async (title: string) =>
  (await k.call("POST", "/forum/api/v1/posts", { title, content: "<p>Body</p>" }, ada.token)).json().uuid as string;

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  await create("First question");
});
afterAll(() => t.close());

describe("a guest's shared feed page", () => {
  it("shows a new post, an edit and a deletion at once", async () => {
    expect(await recentTitles()).toEqual(["First question"]);
    const uuid = await create("Second question");
    expect(await recentTitles()).toEqual(["Second question", "First question"]);
    await k.call(
      "PUT",
      `/forum/api/v1/posts/${uuid}/edit`,
      { title: "Second, edited", content: "<p>B</p>" },
      ada.token,
    );
    expect(await recentTitles()).toEqual(["Second, edited", "First question"]);
    await k.call("DELETE", `/forum/api/v1/posts/${uuid}/delete`, undefined, ada.token);
    expect(await recentTitles()).toEqual(["First question"]);
  });

  it("is never a signed-in student's page: their own state comes with it", async () => {
    const [post] = (await k.get("/posts?recent=1&parents_only=1")).json().data;
    await k.call("POST", `/forum/api/v1/posts/${post.uuid}/toggle-like`, undefined, ada.token);
    const mine = (await k.call("GET", "/forum/api/v1/posts?recent=1&parents_only=1", undefined, ada.token)).json();
    expect(mine.data[0]).toMatchObject({ is_author: true, user_like_count: 1, likes_count: 1 });
    expect((await k.get("/posts?recent=1&parents_only=1")).json().data[0]).toMatchObject({
      is_author: false,
      user_like_count: 0,
    });
  });
});
