import { moderationTexts } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { moderationKit } from "./moderation-test-kit.ts";

// API.md: a hidden post (or comment) is gone from every list, count and search, for everyone; its own answer is 404
// but to its author (marked hidden) and admins. Each list is read as a guest, another student, the author and an admin.
let t: TestApp;
let k: ReturnType<typeof moderationKit>;
type Student = { token: string; id: number };
let ada: Student; // the author of what gets hidden
let bola: Student; // another student: liked, bookmarked, replied to it, and reported it
let boss: Student; // an admin
let scholarships: number;
let hidden: { id: number; uuid: string };
let sibling: { id: number; uuid: string };
let bolaPost: { id: number; uuid: string };
let hiddenReply: { id: number; uuid: string };
let bolaReplyToHidden: { uuid: string };
let communityPost: { id: number; uuid: string };
let communityId: number;
let bolaNotificationsBefore: { total: number; unread: number };

const viewers = () =>
  [
    ["guest", undefined],
    ["another student", bola.token],
    ["the author", ada.token],
    ["an admin", boss.token],
  ] as const;

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = moderationKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  boss = await k.admin("boss@example.com");
  scholarships = (await k.get("/categories?search=Scholarships")).json().data[0].id;
  const make = (title: string, tags: string[]) =>
    k.call(
      "POST",
      "/forum/api/v1/posts",
      { title, content: `<p>${title} notes</p>`, tags, category_id: [scholarships] },
      ada.token,
    );
  hidden = (await make("Zanzibar quarry scholarship", ["quarrytag", "onlyonhidden"])).json().data;
  sibling = (await make("Granite quarry question", ["quarrytag"])).json().data;
  bolaPost = (
    await k.call("POST", "/forum/api/v1/posts", { title: "Bola asks", content: "<p>Anyone?</p>" }, bola.token)
  ).json().data;
  hiddenReply = (await k.reply(ada.token, bolaPost.uuid, "<p>Ada's reply that gets hidden</p>")).json().data;
  bolaReplyToHidden = (await k.reply(bola.token, hidden.uuid, "<p>Bola answers the hidden one</p>")).json().data;
  await k.like(bola.token, hidden.id);
  await k.call(
    "POST",
    "/forum/api/v1/bookmarks/toggle",
    { type: "post", post_uuid: hidden.uuid, status: 1 },
    bola.token,
  );
  const c = await k.community("Quarry club", [ada.id, bola.id]);
  communityId = c.id;
  communityPost = (
    await k.call(
      "POST",
      "/forum/api/v1/posts",
      { title: "Club quarry", content: "<p>Members only</p>", community_id: c.id },
      ada.token,
    )
  ).json().data;
  const before = (await k.list(bola.token)).json();
  bolaNotificationsBefore = { total: before.total, unread: before.unread_count };
  // Read the guest feed once, so the shared guest page is cached before the hide: the hide must clear it.
  expect((await k.listed("/posts?parents_only=1")).uuids).toContain(hidden.uuid);
  expect((await k.listed("/tags/latest")).body.data).toContain("onlyonhidden");

  await k.moderate(bola, boss.token, hidden.id, "hide", "Off topic");
  await k.moderate(bola, boss.token, hiddenReply.id, "hide");
  await k.moderate(bola, boss.token, communityPost.id, "hide");
});
afterAll(() => t.close());

describe("a hidden post's own answer", () => {
  it("is 404 to guests and other students, and shown marked hidden with the reason to its author and admins", async () => {
    expect((await k.get(`/posts/${hidden.uuid}`)).statusCode).toBe(404);
    expect((await k.get(`/posts/${hidden.id}`, bola.token)).statusCode).toBe(404);
    expect((await k.get(`/posts/${hidden.uuid}/similar`, bola.token)).statusCode).toBe(404);
    for (const token of [ada.token, boss.token]) {
      const res = await k.get(`/posts/${hidden.uuid}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ uuid: hidden.uuid, hidden: true, hidden_reason: "Off topic" });
    }
  });

  it("is 404 for a reply to it, whose answer would name it", async () => {
    expect((await k.get(`/posts/${bolaReplyToHidden.uuid}`, bola.token)).statusCode).toBe(404);
    expect((await k.get(`/posts/${bolaReplyToHidden.uuid}`, ada.token)).statusCode).toBe(200);
  });

  it("cannot be liked, bookmarked, reported or replied to by those who cannot see it", async () => {
    const carl = await k.student("carl@example.com");
    expect((await k.like(carl.token, hidden.id)).statusCode).toBe(404);
    const bookmark = { type: "post", post_uuid: hidden.uuid, status: 1 };
    expect((await k.call("POST", "/forum/api/v1/bookmarks/toggle", bookmark, carl.token)).statusCode).toBe(404);
    expect((await k.report(carl.token, hidden.id)).statusCode).toBe(404);
    // A reply names its parent by uuid in the body: an unseen parent is the same 422 as an unknown one.
    const reply = await k.reply(carl.token, hidden.uuid);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().error.parent_uuid).toBeDefined();
  });

  it("stays hidden when its author edits it", async () => {
    const edit = await k.call(
      "PUT",
      `/forum/api/v1/posts/${hidden.uuid}/edit`,
      { title: "Zanzibar quarry scholarship", content: "<p>Edited</p>" },
      ada.token,
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.hidden).toBe(true);
    expect((await k.get(`/posts/${hidden.uuid}`)).statusCode).toBe(404);
  });
});

describe("every list leaves a hidden post out", () => {
  const lists = () => [
    "/posts?parents_only=1",
    "/posts?parents_only=1&recent=1",
    `/posts?parents_only=1&category_ids[]=${scholarships}`,
    "/posts?parents_only=1&tag=quarrytag",
    "/posts?search=Zanzibar",
    "/posts?search=quarry&recent=1",
  ];

  it("the feed (hot, recent, category, tag) and search, with their totals", async () => {
    for (const url of lists()) {
      for (const [who, token] of viewers()) {
        const { uuids, total } = await k.listed(url, token);
        expect(uuids, `${url} as ${who}`).not.toContain(hidden.uuid);
        expect(uuids, `${url} as ${who}`).not.toContain(communityPost.uuid);
        if (url.startsWith("/posts?search=Zanzibar")) expect(total, `${url} as ${who}`).toBe(0);
      }
    }
    expect((await k.listed("/posts?parents_only=1&tag=quarrytag")).uuids).toEqual([sibling.uuid]);
  });

  it("a community's posts, for its members and admins", async () => {
    for (const [who, token] of viewers().slice(1)) {
      const { uuids, total } = await k.listed(`/posts?community_id=${communityId}`, token);
      expect(uuids, who).not.toContain(communityPost.uuid);
      expect(total, who).toBe(0);
    }
  });

  it("similar posts", async () => {
    for (const [who, token] of viewers()) {
      const res = await k.get(`/posts/${sibling.uuid}/similar`, token);
      expect(
        res.json().data.map((p: { uuid: string }) => p.uuid),
        who,
      ).not.toContain(hidden.uuid);
    }
  });

  it("bookmarks", async () => {
    const list = (await k.get("/bookmarks", bola.token)).json();
    expect(list.data).toEqual([]);
    expect(list.total).toBe(0);
  });

  it("the replies inside a post's answer, but for the reply's own author, who sees it marked hidden", async () => {
    for (const [who, token] of [viewers()[0], viewers()[1], viewers()[3]]) {
      const post = (await k.get(`/posts/${bolaPost.uuid}`, token)).json().data;
      expect(post.replies, who).toEqual([]);
      expect(post.replies_count, who).toBe(0);
    }
    const mine = (await k.get(`/posts/${bolaPost.uuid}`, ada.token)).json().data;
    expect(mine.replies).toEqual([
      expect.objectContaining({ uuid: hiddenReply.uuid, hidden: true, hidden_reason: moderationTexts.hiddenBanner }),
    ]);
  });

  it("a student's posts and replies on their profile, but for the student, who sees theirs marked hidden", async () => {
    for (const [who, token] of [viewers()[0], viewers()[1], viewers()[3]]) {
      const posts = await k.listed(`/posts?user_id=${ada.id}&parents_only=1`, token);
      expect(posts.uuids, who).toEqual([sibling.uuid]);
      expect(posts.total, who).toBe(1);
      const replies = await k.listed(`/posts?user_id=${ada.id}&replies_only=1`, token);
      expect(replies.uuids, who).toEqual([]);
    }
    const own = await k.listed(`/posts?user_id=${ada.id}&parents_only=1`, ada.token);
    expect(own.uuids).toEqual(expect.arrayContaining([hidden.uuid, sibling.uuid]));
    expect(own.body.data.find((p: { uuid: string }) => p.uuid === hidden.uuid)).toMatchObject({ hidden: true });
    expect((await k.listed(`/posts?user_id=${ada.id}&replies_only=1`, ada.token)).uuids).toEqual([hiddenReply.uuid]);
  });

  it("replies to a hidden post, from every profile (theirs would name it)", async () => {
    for (const [who, token] of viewers()) {
      const { uuids } = await k.listed(`/posts?user_id=${bola.id}&replies_only=1`, token);
      expect(uuids, who).not.toContain(bolaReplyToHidden.uuid);
    }
  });

  it("featured tags, the leaderboard and profile stats", async () => {
    expect((await k.get("/tags/latest")).json().data).not.toContain("onlyonhidden");
    const board = (await k.get("/engagements/leaderboard?type=2")).json().data;
    expect(board.find((e: { user: { user_id: number } }) => e.user.user_id === ada.id)).toBeUndefined();
    const stats = (await k.get(`/user/stats?user_id=${ada.id}`)).json().data;
    expect(stats).toMatchObject({ likes_received: 0, posts_shared: 1 });
  });
});

describe("notifications about hidden content", () => {
  it("leave the list and the unread count of everyone but the hidden item's author", async () => {
    // Bola heard of Ada's reply: it is hidden now, so that notification is gone.
    const bolas = (await k.list(bola.token)).json();
    expect(bolas.data.filter((n: { type: string }) => n.type === "reply")).toEqual([]);
    expect(bolas.total).toBe(bolaNotificationsBefore.total - 1 + 3); // three report outcomes came in
    expect(bolas.unread_count).toBe(bolaNotificationsBefore.unread - 1 + 3);
    // Ada wrote the hidden post: she still sees who liked it and who replied to it.
    const adas = (await k.list(ada.token)).json();
    expect(adas.data.map((n: { type: string }) => n.type).sort()).toEqual(["like", "reply"]);
  });
});
