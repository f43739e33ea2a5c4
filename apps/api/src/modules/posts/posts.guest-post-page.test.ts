import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempWebDist } from "../../test/temp-web-dist.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { moderationKit } from "../moderation/moderation-test-kit.ts";

// Guests share a post's page for a few seconds, as its JSON (guest-post-pages.ts); every write must show at once all
// the same, in the API's answer and in the page's first data alike, and each guest still sees their own view.
const webDist = tempWebDist({
  "index.html":
    '<!doctype html><html><head><title>Student Forum</title></head><body><div id="root"></div></body></html>',
});

let t: TestApp;
let k: ReturnType<typeof moderationKit>;
type Student = { token: string; id: number };
let ada: Student, bola: Student, boss: Student;
let question: { id: number; uuid: string };

beforeAll(async () => {
  t = await createTestApp({ webDist, writeRules: roomyWriteRules });
  k = moderationKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  boss = await k.admin("boss@example.com");
  question = (
    await k.call(
      "POST",
      "/forum/api/v1/posts",
      { title: "Where is the exam hall?", content: "<p>Which?</p>" },
      ada.token,
    )
  ).json().data;
});
afterAll(async () => {
  await t.close();
});

type Page = {
  title: string;
  views_count: number;
  likes_count: number;
  solved: boolean;
  replies: { uuid: string; content: string; likes_count: number; accepted: boolean }[];
};
/** The post's page as a guest from `from` gets it from the API (best first, as the web asks). */
const api = async (from = "127.0.0.1"): Promise<Page> =>
  (await t.app.inject({ url: `/forum/api/v1/posts/${question.uuid}?sort=best`, remoteAddress: from })).json().data;
/** The same page's first data in index.html. */
async function html(from = "127.0.0.1"): Promise<Page> {
  const body = (await t.app.inject({ url: `/forum/post/${question.uuid}`, remoteAddress: from })).body;
  const json = /<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(body)?.[1];
  return JSON.parse(json!).post.answer.data;
}
const both = async () => [await api(), await html()];

describe("a guest's shared post page", () => {
  it("shows each guest their own view, and a view once per guest", async () => {
    expect((await api("10.1.0.1")).views_count).toBe(1);
    expect((await api("10.1.0.2")).views_count).toBe(2);
    expect((await html("10.1.0.3")).views_count).toBe(3);
    expect((await api("10.1.0.1")).views_count).toBe(3);
    expect((await html("10.1.0.2")).views_count).toBe(3);
    await t.modules!.postViews.flush();
    expect((await api("10.1.0.3")).views_count).toBe(3);
  });

  it("shows a new reply, an edit, a like, an accepted answer and a hidden reply at once", async () => {
    for (const page of await both()) expect(page.replies).toEqual([]);
    const reply = (await k.reply(bola.token, question.uuid, "<p>Hall B</p>")).json().data;
    for (const page of await both()) expect(page.replies.map((r) => r.content)).toEqual(["<p>Hall B</p>"]);

    await k.call(
      "PUT",
      `/forum/api/v1/posts/${question.uuid}/edit`,
      { title: "Where is the maths exam hall?", content: "<p>Which?</p>" },
      ada.token,
    );
    for (const page of await both()) expect(page.title).toBe("Where is the maths exam hall?");

    await k.like(bola.token, question.id);
    for (const page of await both()) expect(page.likes_count).toBe(1);
    await k.like(ada.token, reply.id);
    for (const page of await both()) expect(page.replies[0]!.likes_count).toBe(1);

    await k.call("POST", `/forum/api/v1/posts/${question.uuid}/accept`, { reply_uuid: reply.uuid }, ada.token);
    for (const page of await both()) {
      expect(page.solved).toBe(true);
      expect(page.replies[0]!.accepted).toBe(true);
    }

    await k.moderate(ada, boss.token, reply.id, "hide");
    for (const page of await both()) {
      expect(page.solved).toBe(false);
      expect(page.replies).toEqual([]);
    }
  });

  it("is a guest's only: a student's page carries their own state", async () => {
    await api();
    const mine = (
      await t.app.inject({
        url: `/forum/api/v1/posts/${question.uuid}?sort=best`,
        headers: { authorization: `Bearer ${bola.token}` },
      })
    ).json().data;
    expect(mine).toMatchObject({ user_like_count: 1, is_author: false });
    expect(await api()).toMatchObject({ user_like_count: 0, is_author: false });
  });
});
