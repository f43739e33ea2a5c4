import { limits } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let long: { uuid: string; id: number };
let short: { uuid: string };
let whole: string;

// 30 sentences of 38 characters: 1,140 characters of text, with markup and an entity to keep intact.
const sentence = (i: number) => `Line ${String(i).padStart(2, "0")} of the <b>notes</b> &amp; more. `;
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\.\.\.$/, "");

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  const body = Array.from({ length: 30 }, (_, i) => sentence(i)).join("");
  long = await k.post({ by: ada.id, title: "Long notes", content: body, tags: ["notes"] });
  whole = `<p>${body}</p>`;
  short = await k.post({ by: ada.id, title: "Short", content: "Just this.", tags: ["notes"] });
  await k.post({ by: ada.id, title: "Draft", content: body, status: "draft" });
  await k.post({ by: ada.id, content: body, parentId: long.id });
});
afterAll(() => t.close());

function expectPreview(post: { content: string; content_truncated: boolean }) {
  expect(post.content_truncated).toBe(true);
  expect(post.content.startsWith("<p>Line 00 of the <b>notes</b> &amp; more.")).toBe(true);
  expect(post.content.endsWith("...</p>") || post.content.endsWith("...</b></p>")).toBe(true);
  expect(Array.from(text(post.content))).toHaveLength(limits.previewLength);
}

describe("content in lists: the 400-character preview (API.md)", () => {
  it("cuts a long post in the feed, search, a student's posts and similar, and keeps a short one whole", async () => {
    const feed = (await k.get("/posts?parents_only=1&recent=1")).json().data;
    expectPreview(feed.find((p: { uuid: string }) => p.uuid === long.uuid));
    expect(feed.find((p: { title: string }) => p.title === "Short")).toMatchObject({
      content: "<p>Just this.</p>",
      content_truncated: false,
    });
    expectPreview((await k.get("/posts?search=notes")).json().data.find((p: { uuid: string }) => p.uuid === long.uuid));
    expectPreview((await k.get(`/posts?user_id=${ada.id}&parents_only=1`)).json().data.at(-1));
    expectPreview((await k.get(`/posts?user_id=${ada.id}&replies_only=1`)).json().data[0]);
    const similar = (await k.get(`/posts/${short.uuid}/similar`)).json().data;
    expect(similar).toHaveLength(1);
    expectPreview(similar[0]);
  });

  it("cuts it in bookmarks too", async () => {
    await k.call(
      "POST",
      "/forum/api/v1/bookmarks/toggle",
      { type: "post", post_uuid: long.uuid, status: 1 },
      ada.token,
    );
    const bookmarks = (await k.get("/bookmarks", ada.token)).json().data;
    expectPreview(bookmarks[0].bookmarkable);
  });

  it("carries it whole on the post's own page (its replies too) and in the owner's drafts", async () => {
    const page = (await k.get(`/posts/${long.uuid}`)).json().data;
    expect(page).toMatchObject({ content: whole, content_truncated: false });
    expect(page.replies[0]).toMatchObject({ content: whole, content_truncated: false });
    const drafts = (await k.get("/posts?status=draft", ada.token)).json().data;
    expect(drafts[0]).toMatchObject({ content: whole, content_truncated: false });
  });

  it("answers a new post whole", async () => {
    const res = await k.call("POST", "/forum/api/v1/posts", { title: "New", content: whole }, ada.token);
    expect(res.json().data).toMatchObject({ content: whole, content_truncated: false });
  });
});
