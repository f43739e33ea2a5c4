import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postRevisions, posts } from "../../db/schema/index.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { setAdmin } from "../admin/admin.grant.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };
let chi: { token: string; id: number };

const api = "/forum/api/v1";
const question = { title: "How do I apply for the NNPC scholarship?", content: "<p>Deadline is Friday.</p>" };
const create = (body: object, token = ada.token) => k.call("POST", `${api}/posts`, body, token);
const edit = (uuid: string, body: object, token = ada.token) => k.call("PUT", `${api}/posts/${uuid}/edit`, body, token);
const history = (uuid: string, token?: string) => k.get(`/posts/${uuid}/revisions`, token);

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  chi = await k.student("chi@example.com");
});
afterAll(() => t.close());

describe("GET /posts/{id}/revisions", () => {
  it("keeps each replaced version, newest first, and marks the post edited", async () => {
    const post = (await create(question)).json();
    expect(post.data.edited_at).toBeNull();
    expect((await history(post.uuid)).json()).toEqual({ data: [] });

    const first = await edit(post.uuid, { ...question, content: "<p>Deadline is Monday.</p>" });
    expect(first.statusCode).toBe(200);
    const editedAt = first.json().data.edited_at;
    expect(Date.parse(editedAt)).toBeGreaterThan(Date.parse(post.data.created_at));
    await edit(post.uuid, { title: "Applying for the NNPC scholarship", content: "<p>Deadline is Monday.</p>" });

    const res = await history(post.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        version: 2,
        title: question.title,
        content: "<p>Deadline is Monday.</p>",
        edited_at: expect.any(String),
        editor: { user_id: ada.id, meta: expect.objectContaining({ username: expect.anything() }) },
      },
      { version: 1, title: question.title, content: question.content, edited_at: editedAt, editor: expect.anything() },
    ]);
    const shown = (await k.get(`/posts/${post.uuid}`)).json().data;
    expect(shown.title).toBe("Applying for the NNPC scholarship");
    expect(Date.parse(shown.edited_at)).toBeGreaterThanOrEqual(Date.parse(editedAt));
  });

  it("counts neither drafts, nor publishing one, nor a save that changes no title or text", async () => {
    const draft = (await create({ ...question, status: "draft" })).json();
    await edit(draft.uuid, { ...question, content: "<p>Still thinking.</p>", status: "draft" });
    const published = await edit(draft.uuid, { ...question, content: "<p>Done.</p>", status: "published" });
    expect(published.json().data.edited_at).toBeNull();
    // Tags alone are not a version: the history holds what readers read.
    const tagged = await edit(draft.uuid, { ...question, content: "<p>Done.</p>", tags: "NNPC" });
    expect(tagged.json().data).toMatchObject({ tags: ["NNPC"], edited_at: null });
    expect((await history(draft.uuid)).json().data).toEqual([]);
  });

  it("answers 404 for a post that does not exist and for someone else's draft", async () => {
    expect((await history("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const draft = (await create({ ...question, status: "draft" })).json();
    expect((await history(draft.uuid, bola.token)).statusCode).toBe(404);
    expect((await history(draft.uuid, ada.token)).statusCode).toBe(200);
  });

  it("names the editor of an anonymous post only to its author and admins", async () => {
    const post = (await create({ ...question, anonymous: true })).json();
    await edit(post.uuid, { ...question, anonymous: true, content: "<p>Deadline moved.</p>" });
    expect((await history(post.uuid)).json().data[0].editor).toBeNull();
    expect((await history(post.uuid, bola.token)).json().data[0].editor).toBeNull();
    expect((await history(post.uuid, ada.token)).json().data[0].editor).toMatchObject({ user_id: ada.id });
    await setAdmin(t.database.db, "chi@example.com", true);
    try {
      expect((await history(post.uuid, chi.token)).json().data[0].editor).toMatchObject({ user_id: ada.id });
    } finally {
      await setAdmin(t.database.db, "chi@example.com", false);
    }
  });

  it("keeps a reply's versions too, by the reply's uuid", async () => {
    const post = (await create(question)).json();
    const reply = (await create({ content: "<p>Apply online.</p>", parent_uuid: post.uuid }, bola.token)).json();
    const edited = await edit(reply.uuid, { content: "<p>Apply online before Friday.</p>" }, bola.token);
    expect(edited.json().data.edited_at).not.toBeNull();
    const replies = (await k.get(`/posts/${post.uuid}`)).json().data.replies;
    expect(replies[0].edited_at).toBe(edited.json().data.edited_at);
    const res = (await history(reply.uuid)).json().data;
    expect(res).toEqual([expect.objectContaining({ version: 1, title: null, content: "<p>Apply online.</p>" })]);
    expect(res[0].editor).toMatchObject({ user_id: bola.id });
    // The question's own history holds none of its replies' versions.
    expect((await history(post.uuid)).json().data).toEqual([]);
  });

  it("shows a community post's history to its members only", async () => {
    const club = await k.community("Debate Society", [ada.id, bola.id]);
    const post = (await create({ content: "<p>Motion for Friday</p>", community_id: club.id })).json();
    await edit(post.uuid, { content: "<p>Motion for Saturday</p>", community_id: club.id });
    expect((await history(post.uuid, bola.token)).json().data).toHaveLength(1);
    expect((await history(post.uuid, chi.token)).statusCode).toBe(403);
    expect((await history(post.uuid)).statusCode).toBe(403);
  });

  it("hides a hidden post's history from all but its author and admins", async () => {
    const post = (await create(question)).json();
    await edit(post.uuid, { ...question, content: "<p>Deadline is today.</p>" });
    await t.database.db.update(posts).set({ status: "hidden" }).where(eq(posts.uuid, post.uuid));
    expect((await history(post.uuid, bola.token)).statusCode).toBe(404);
    expect((await history(post.uuid)).statusCode).toBe(404);
    expect((await history(post.uuid, ada.token)).json().data).toHaveLength(1);
    // Its author may still edit it: the version is kept, the hide stays.
    await edit(post.uuid, { ...question, content: "<p>Deadline was today.</p>" });
    expect((await history(post.uuid, ada.token)).json().data.map((r: { version: number }) => r.version)).toEqual([
      2, 1,
    ]);
    expect((await history(post.uuid, bola.token)).statusCode).toBe(404);
  });

  it("answers at most the 50 newest versions", async () => {
    const post = (await create(question)).json();
    const row = (await t.database.db.select().from(posts).where(eq(posts.uuid, post.uuid)))[0]!;
    await t.database.db
      .insert(postRevisions)
      .values(Array.from({ length: 55 }, (_, i) => ({ postId: row.id, version: i + 1, content: `<p>v${i + 1}</p>` })));
    const data = (await history(post.uuid)).json().data;
    expect(data).toHaveLength(50);
    expect(data[0].version).toBe(55);
    expect(data[49].version).toBe(6);
  });
});
