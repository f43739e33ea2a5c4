import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { setAdmin } from "../admin/admin.grant.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };
let png: string;

const create = (body: object, token = ada.token) => k.call("POST", "/forum/api/v1/posts", body, token);
const valid = { title: "How do I apply for the NNPC scholarship?", content: "<p>Deadline is Friday.</p>" };

beforeAll(async () => {
  // These tests write more than a new student may in a minute; the throttle has its own tests.
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${buf.toString("base64")}`;
});
afterAll(() => t.close());

describe("POST /posts", () => {
  it("creates a post with images, categories and tags, sanitised, and it tops the recent feed", async () => {
    const res = await create({
      ...valid,
      content: '<p onclick="x()">Hi <script>bad()</script>www.jamb.gov.ng</p>',
      images: [png],
      category_id: [1, 2],
      tags: "NNPC, scholarship ,, nnpc",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Post created successfully!");
    expect(body.uuid).toBe(body.data.uuid);
    expect(body.data.content).toBe(
      '<p>Hi <a href="https://www.jamb.gov.ng" target="_blank" rel="noopener nofollow ugc">www.jamb.gov.ng</a></p>',
    );
    expect(body.data.tags.sort()).toEqual(["NNPC", "scholarship"]);
    expect(body.data.categories).toHaveLength(2);
    expect(body.data.images[0]).toMatch(/^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/);
    const stored = path.join(t.uploadsDir, path.basename(body.data.images[0]));
    expect((await sharp(fs.readFileSync(stored)).metadata()).format).toBe("webp");
    const feed = (await k.get("/posts?parents_only=1&recent=1")).json();
    expect(feed.data[0].uuid).toBe(body.uuid);
  });

  it("keeps tags in the order typed, in every answer and after an edit", async () => {
    const typed = ["Zoology", "exam prep", "exam", "200L"];
    const res = await create({ ...valid, tags: "Zoology, exam prep, exam, 200L, EXAM" });
    expect(res.json().data.tags).toEqual(typed);
    expect(res.json().data.meta.tags).toEqual(typed);
    expect((await k.get(`/posts/${res.json().uuid}`)).json().data.tags).toEqual(typed);
    const feed = (await k.get("/posts?parents_only=1&recent=1")).json();
    expect(feed.data.find((p: { uuid: string }) => p.uuid === res.json().uuid).tags).toEqual(typed);
    const edited = await k.call(
      "PUT",
      `/forum/api/v1/posts/${res.json().uuid}/edit`,
      { ...valid, tags: ["exam", "Zoology"] },
      ada.token,
    );
    expect(edited.json().data.tags).toEqual(["exam", "Zoology"]);
  });

  it.each([
    [{ content: "<p>x</p>" }, "title", "Title is required."],
    [{ title: "t" }, "content", "Post content is required."],
    [{ title: "t", content: "<p> </p>" }, "content", "Post content is required."],
    [{ title: "t".repeat(151), content: "<p>x</p>" }, "title", undefined],
    [
      { ...{ title: "t", content: "<p>x</p>" }, category_id: [1, 2, 3, 4] },
      "category_id",
      "You cannot select More than 3 categories",
    ],
    [
      { ...{ title: "t", content: "<p>x</p>" }, category_id: [99999] },
      "category_id",
      "The selected category is invalid.",
    ],
    [{ ...{ title: "t", content: "<p>x</p>" }, images: ["a", "b", "c", "d", "e"] }, "images", undefined],
  ])("refuses %j with 422 on %s", async (body, field, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error[field]).toBeDefined();
    if (message) expect(res.json().error[field][0]).toBe(message);
  });

  it("refuses a non-image posing as PNG", async () => {
    const fake = `data:image/png;base64,${Buffer.from("<svg onload=alert(1)></svg>").toString("base64")}`;
    const res = await create({ ...valid, images: [fake] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.images).toBeDefined();
  });

  it("shows a new or deleted post in the list's total at once (the cached totals are cleared)", async () => {
    const total = async () => (await k.get(`/posts?parents_only=1&user_id=${bola.id}`)).json().total as number;
    const before = await total();
    const created = (await create(valid, bola.token)).json();
    expect(await total()).toBe(before + 1);
    await k.call("DELETE", `/forum/api/v1/posts/${created.uuid}/delete`, undefined, bola.token);
    expect(await total()).toBe(before);
  });

  it("needs a signed-in student", async () => {
    expect((await k.call("POST", "/forum/api/v1/posts", valid)).statusCode).toBe(401);
  });

  it("saves drafts for their author only, and publishing one moves it to the feed", async () => {
    const draft = await create({ ...valid, title: "Half-written", status: "draft" });
    expect(draft.json().message).toBe("Draft saved successfully!");
    expect((await k.get("/posts?parents_only=1&recent=1")).json().data[0].title).not.toBe("Half-written");
    const again = await k.call(
      "PUT",
      `/forum/api/v1/posts/${draft.json().uuid}/edit`,
      { ...valid, title: "Half-written", status: "draft" },
      ada.token,
    );
    expect(again.json().message).toBe("Draft updated successfully!");
    // Something else is published meanwhile, so only a draft re-dated on publishing can top Recent.
    await create({ ...valid, title: "Published in between" }, bola.token);
    const published = await k.call(
      "PUT",
      `/forum/api/v1/posts/${draft.json().uuid}/edit`,
      { ...valid, title: "Now finished", status: "published" },
      ada.token,
    );
    expect(published.json().message).toBe("Post updated successfully!");
    expect((await k.get("/posts?parents_only=1&recent=1")).json().data[0].title).toBe("Now finished");
  });

  it("keeps an anonymous author hidden from others but not from the author", async () => {
    const res = await create({ ...valid, anonymous: true });
    expect(res.json().data).toMatchObject({ anonymous: true, is_author: true, user_id: ada.id });
    const seen = (await k.get(`/posts/${res.json().uuid}`, bola.token)).json().data;
    expect(seen).toMatchObject({ user: null, user_id: null, author_name: "Anonymous" });
  });

  it("lets only members post in a community", async () => {
    const club = await k.community("Debate Society", [ada.id]);
    const outsider = await create({ content: "<p>hello</p>", community_id: club.id }, bola.token);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe("You must be a member of this community to post!");
    const empty = await create({ content: "<p></p>", community_id: club.id });
    expect(empty.json().error.content).toEqual(["Post content cannot be empty!"]);
    const ok = await create({ content: "<p>Motion for Friday</p>", community_id: club.id });
    expect(ok.json().message).toBe("Post Created successfully!");
  });
});

describe("comments", () => {
  it("replies to a post, counts it, and deleting the reply uncounts it", async () => {
    const post = (await create(valid)).json().data;
    const reply = await create(
      { content: "<p>I applied last year</p>", parent_uuid: post.uuid, type: "comment" },
      bola.token,
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ type: "comment", title: null, parent_uuid: post.uuid });
    expect((await k.get(`/posts/${post.uuid}`)).json().data.replies_count).toBe(1);
    const del = await k.call("DELETE", `/forum/api/v1/posts/${reply.json().uuid}/delete`, undefined, bola.token);
    expect(del.json().message).toBe("Comment Deleted Successfuly!");
    expect((await k.get(`/posts/${post.uuid}`)).json().data.replies_count).toBe(0);
  });

  it("refuses a reply to a post that does not exist", async () => {
    const res = await create({ content: "<p>x</p>", parent_uuid: "00000000-0000-4000-8000-000000000000" });
    expect(res.statusCode).toBe(422);
  });
});

describe("edit and delete", () => {
  it("lets only the author edit", async () => {
    const post = (await create(valid)).json();
    const res = await k.call(
      "PUT",
      `/forum/api/v1/posts/${post.uuid}/edit`,
      { ...valid, title: "Hijacked" },
      bola.token,
    );
    expect(res.statusCode).toBe(403);
    const own = await k.call(
      "PUT",
      `/forum/api/v1/posts/${post.uuid}/edit`,
      { ...valid, title: "Clearer title" },
      ada.token,
    );
    expect(own.json().data.title).toBe("Clearer title");
  });

  it("deletes with comments and bookmarks; author or admin only; its image file goes too", async () => {
    const post = (await create({ ...valid, images: [png] })).json();
    await create({ content: "<p>reply</p>", parent_uuid: post.uuid }, bola.token);
    await k.call(
      "POST",
      "/forum/api/v1/bookmarks/toggle",
      { type: "post", post_uuid: post.uuid, status: 1 },
      bola.token,
    );
    expect((await k.call("DELETE", `/forum/api/v1/posts/${post.uuid}/delete`, undefined, bola.token)).statusCode).toBe(
      403,
    );
    await setAdmin(t.database.db, "bola@example.com", true);
    const res = await k.call("DELETE", `/forum/api/v1/posts/${post.data.id}/delete`, undefined, bola.token);
    await setAdmin(t.database.db, "bola@example.com", false);
    expect(res.json().message).toBe("Post Deleted Successfuly!");
    expect((await k.get(`/posts/${post.uuid}`)).statusCode).toBe(404);
    expect((await k.get("/bookmarks", bola.token)).json().total).toBe(0);
    expect(
      (await k.get(`/posts?replies_only=1&user_id=${bola.id}`))
        .json()
        .data.map((p: { parent_uuid: string }) => p.parent_uuid),
    ).not.toContain(post.uuid);
    // The same picture still belongs to the first test's post, so only unused files are removed.
    expect(fs.existsSync(path.join(t.uploadsDir, path.basename(post.data.images[0])))).toBe(true);
  });
});
