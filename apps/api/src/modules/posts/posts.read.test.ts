import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  const club = await k.community("Chess Club", [ada.id]);
  const old = await k.post({
    by: ada.id,
    title: "Old but loved",
    likes: 40,
    minutesAgo: 600,
    tags: ["Exams"],
    categoryNames: ["Academics"],
  });
  const fresh = await k.post({
    by: bola.id,
    title: "Fresh scholarship question",
    minutesAgo: 1,
    tags: ["scholarship"],
  });
  const secret = await k.post({
    by: ada.id,
    title: "Anonymous confession",
    minutesAgo: 5,
    anonymous: true,
    tags: ["exams"],
    categoryNames: ["Academics"],
  });
  const members = await k.post({ by: ada.id, title: "Members only opening", communityId: club.id });
  const draft = await k.post({ by: ada.id, title: "Unfinished draft", status: "draft" });
  const reply = await k.post({ by: bola.id, parentId: old.id, content: "First reply" });
  await k.post({ by: ada.id, parentId: old.id, content: "Second reply", anonymous: true });
  ids = { old: old.id, fresh: fresh.id, secret: secret.id, members: members.id, draft: draft.id, reply: reply.id };
});
afterAll(() => t.close());

const titles = (res: { json: () => { data: { title: string | null }[] } }) => res.json().data.map((p) => p.title);

describe("GET /posts", () => {
  it("answers a page envelope; the last page has next_page_url null and past the end data is empty", async () => {
    const first = (await k.get("/posts?parents_only=1&per_page=2")).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.next_page_url).toMatch(/\/forum\/api\/v1\/posts\?.*page=2/);
    const second = (await k.get("/posts?parents_only=1&per_page=2&page=2")).json();
    expect(second.next_page_url).toBeNull();
    expect((await k.get("/posts?parents_only=1&page=9")).json().data).toEqual([]);
  });

  it("orders by engagement by default and newest first with recent=1", async () => {
    expect(titles(await k.get("/posts?parents_only=1"))[0]).toBe("Old but loved");
    expect(titles(await k.get("/posts?parents_only=1&recent=1"))[0]).toBe("Fresh scholarship question");
  });

  it("filters by tag (any case), category, search (partial words) and user", async () => {
    expect(titles(await k.get("/posts?parents_only=1&tag=EXAMS")).sort()).toEqual([
      "Anonymous confession",
      "Old but loved",
    ]);
    const cat = (await k.get("/posts?parents_only=1"))
      .json()
      .data.find((p: { title: string }) => p.title === "Old but loved");
    expect((await k.get(`/posts?parents_only=1&category_ids[]=${cat.category_id}`)).json().total).toBe(2);
    expect(titles(await k.get("/posts?parents_only=1&search=scholar"))).toEqual(["Fresh scholarship question"]);
    expect(titles(await k.get(`/posts?parents_only=1&user_id=${bola.id}`))).toEqual(["Fresh scholarship question"]);
    expect(titles(await k.get("/posts?replies_only=1"))).toEqual([null, null]);
  });

  it("hides an anonymous author from everyone but the author, in every list", async () => {
    const asGuest = (await k.get("/posts?parents_only=1")).json().data.find((p: { id: number }) => p.id === ids.secret);
    expect(asGuest).toMatchObject({
      user: null,
      user_id: null,
      author_name: "Anonymous",
      anonymous: true,
      is_author: false,
    });
    const asBola = (await k.get("/posts?parents_only=1", bola.token))
      .json()
      .data.find((p: { id: number }) => p.id === ids.secret);
    expect(asBola.user).toBeNull();
    const asAda = (await k.get("/posts?parents_only=1", ada.token))
      .json()
      .data.find((p: { id: number }) => p.id === ids.secret);
    expect(asAda).toMatchObject({ user_id: ada.id, is_author: true });
    // Ada's post list shows the anonymous post to Ada only.
    expect(titles(await k.get(`/posts?parents_only=1&user_id=${ada.id}`))).not.toContain("Anonymous confession");
    expect(titles(await k.get(`/posts?parents_only=1&user_id=${ada.id}`, ada.token))).toContain("Anonymous confession");
    // Replies too: the anonymous comment is not in Ada's replies for others, and is unnamed in the post's detail.
    expect((await k.get(`/posts?replies_only=1&user_id=${ada.id}`)).json().total).toBe(0);
    const detail = (await k.get(`/posts/${ids.old}`)).json().data;
    expect(detail.replies[1].author_name).toBe("Anonymous");
    expect(detail.replies[1].user).toBeNull();
  });

  it("lists community posts only to members", async () => {
    expect(titles(await k.get("/posts?parents_only=1"))).not.toContain("Members only opening");
    expect(titles(await k.get("/posts?parents_only=1", bola.token))).not.toContain("Members only opening");
    expect(titles(await k.get("/posts?parents_only=1", ada.token))).toContain("Members only opening");
    expect((await k.get(`/posts/${ids.members}`, bola.token)).statusCode).toBe(403);
    expect((await k.get(`/posts/${ids.members}`)).statusCode).toBe(403);
    expect((await k.get(`/posts/${ids.members}`, ada.token)).statusCode).toBe(200);
  });

  it("gives drafts only to their author, and 401 to guests", async () => {
    expect((await k.get("/posts?status=draft")).statusCode).toBe(401);
    expect(titles(await k.get("/posts?status=draft", ada.token))).toEqual(["Unfinished draft"]);
    expect((await k.get("/posts?status=draft", bola.token)).json().data).toEqual([]);
    expect(titles(await k.get("/posts?parents_only=1", ada.token))).not.toContain("Unfinished draft");
    expect((await k.get(`/posts/${ids.draft}`, bola.token)).statusCode).toBe(404);
  });

  it("rejects bad filters with 422", async () => {
    expect((await k.get("/posts?per_page=500")).statusCode).toBe(422);
    expect((await k.get("/posts?page=0")).statusCode).toBe(422);
  });
});

describe("GET /posts/{id}", () => {
  it("answers by id or uuid with replies oldest first, and counts one view per viewer per hour", async () => {
    const byId = (await k.get(`/posts/${ids.old}`, bola.token)).json().data;
    expect(byId.replies.map((r: { content: string }) => r.content)).toEqual([
      "<p>First reply</p>",
      "<p>Second reply</p>",
    ]);
    const byUuid = (await k.get(`/posts/${byId.uuid}`, bola.token)).json().data;
    expect(byUuid.views_count).toBe(byId.views_count);
    const asAda = (await k.get(`/posts/${ids.old}`, ada.token)).json().data;
    expect(asAda.views_count).toBe(byId.views_count + 1);
    expect(asAda.replies[0].parent_uuid).toBe(byId.uuid);
  });

  it("names a reply's discussion on the reply's own page (its uuid and title), and a post's as null", async () => {
    const reply = (await k.get(`/posts/${ids.reply}`)).json().data;
    const discussion = (await k.get(`/posts/${ids.old}`)).json().data;
    expect(reply.parent).toEqual({ uuid: discussion.uuid, title: "Old but loved" });
    expect(discussion.parent).toBeNull();
  });

  it("404s unknown ids", async () => {
    expect((await k.get("/posts/999999")).statusCode).toBe(404);
    expect((await k.get("/posts/not-a-uuid")).statusCode).toBe(404);
  });

  it("similar posts share a category or tag and never include the post itself", async () => {
    const similar = (await k.get(`/posts/${ids.old}/similar`)).json().data.map((p: { id: number }) => p.id);
    expect(similar).toContain(ids.secret);
    expect(similar).not.toContain(ids.old);
    expect(similar).not.toContain(ids.members); // not a member
  });
});
