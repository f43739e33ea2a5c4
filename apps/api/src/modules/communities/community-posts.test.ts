import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { communitiesKit } from "./communities-test-kit.ts";

/** Community posts are for members only: proven in every list and read path of the posts API. */
let t: TestApp;
let k: ReturnType<typeof communitiesKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };
let club: { id: number };
let ids: { inside: number; insideUuid: string; outside: number; reply: number };

beforeAll(async () => {
  t = await createTestApp();
  k = communitiesKit(t);
  ada = await k.quickStudent("ada", "ada");
  bola = await k.quickStudent("bola", "bola");
  club = await k.community("Chess Club", [ada.id]);
  const shared = { tags: ["openings"], categoryNames: ["Academics"] };
  const inside = await k.post({ by: ada.id, title: "Sicilian secrets", communityId: club.id, ...shared });
  const outside = await k.post({ by: ada.id, title: "Sicilian history", ...shared, minutesAgo: 5 });
  const reply = await k.post({ by: ada.id, parentId: inside.id, communityId: club.id, content: "Members reply" });
  ids = { inside: inside.id, insideUuid: inside.uuid, outside: outside.id, reply: reply.id };
});
afterAll(() => t.close());

type Listed = { data: { id: number }[]; total: number };
const listed = async (url: string, token?: string) => {
  const res = await k.get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Listed).data.map((p) => p.id);
};

describe("posting in a community", () => {
  const create = (body: object, token?: string) => k.call("POST", "/forum/api/v1/posts", body, token);

  it("needs a signed-in member, and content", async () => {
    expect((await create({ content: "<p>hi</p>", community_id: club.id })).statusCode).toBe(401);
    const outsider = await create({ content: "<p>hi</p>", community_id: club.id }, bola.token);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe("You must be a member of this community to post!");
    const empty = await create({ content: "<p><br></p>", community_id: club.id }, ada.token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe("Post content cannot be empty!");
    const unknown = await create({ content: "<p>hi</p>", community_id: 999999 }, ada.token);
    expect(unknown.statusCode).toBe(403);
  });

  it("lets no outsider reply to a community post", async () => {
    const res = await create({ content: "<p>sneaky</p>", parent_uuid: ids.insideUuid, type: "comment" }, bola.token);
    expect(res.statusCode).toBe(422);
  });
});

describe("reading community posts", () => {
  it("hides them from the feed, search, tag, category and community filters of outsiders and guests", async () => {
    for (const token of [undefined, bola.token]) {
      expect(await listed("/posts?parents_only=1", token)).toEqual([ids.outside]);
      expect(await listed("/posts?parents_only=1&recent=1", token)).toEqual([ids.outside]);
      expect(await listed("/posts?parents_only=1&search=sicilian", token)).toEqual([ids.outside]);
      expect(await listed("/posts?parents_only=1&tag=openings", token)).toEqual([ids.outside]);
      expect(
        await listed("/posts?parents_only=1&category_ids[]=1&category_ids[]=2&category_ids[]=3", token),
      ).not.toContain(ids.inside);
      expect(await listed(`/posts?community_id=${club.id}`, token)).toEqual([]);
      expect((await k.get(`/posts?community_id=${club.id}`, token)).json().total).toBe(0);
    }
    expect(await listed("/posts?parents_only=1&search=sicilian", ada.token)).toContain(ids.inside);
    expect(await listed(`/posts?community_id=${club.id}&parents_only=1`, ada.token)).toEqual([ids.inside]);
  });

  it("hides them and their replies from a member's post and reply lists", async () => {
    expect(await listed(`/posts?user_id=${ada.id}&parents_only=1`, bola.token)).toEqual([ids.outside]);
    expect(await listed(`/posts?user_id=${ada.id}&replies_only=1`, bola.token)).toEqual([]);
    expect(await listed(`/posts?user_id=${ada.id}&replies_only=1`)).toEqual([]);
    expect(await listed(`/posts?user_id=${ada.id}&replies_only=1`, ada.token)).toEqual([ids.reply]);
  });

  it("answers 403 for their detail, similar posts and replies; reactions and bookmarks too", async () => {
    for (const path of [`/posts/${ids.inside}`, `/posts/${ids.insideUuid}`, `/posts/${ids.reply}`]) {
      expect((await k.get(path)).statusCode).toBe(403);
      expect((await k.get(path, bola.token)).statusCode).toBe(403);
      expect((await k.get(path, ada.token)).statusCode).toBe(200);
    }
    expect((await k.get(`/posts/${ids.inside}/similar`, bola.token)).statusCode).toBe(403);
    expect((await k.act(`/posts/${ids.inside}/toggle-like`, bola.token)).statusCode).toBe(403);
    const bookmark = await k.call(
      "POST",
      "/forum/api/v1/bookmarks/toggle",
      { type: "post", post_uuid: ids.insideUuid, status: 1 },
      bola.token,
    );
    expect(bookmark.statusCode).toBe(403);
  });

  it("never offers them as similar posts to outsiders", async () => {
    expect(await listed(`/posts/${ids.outside}/similar`)).not.toContain(ids.inside);
    expect(await listed(`/posts/${ids.outside}/similar`, bola.token)).not.toContain(ids.inside);
    expect(await listed(`/posts/${ids.outside}/similar`, ada.token)).toContain(ids.inside);
  });
});

describe("membership changes take effect at once", () => {
  it("a join shows the posts in every list right away (cached totals included); a leave hides them again", async () => {
    const carl = await k.quickStudent("carl");
    const feed = "/posts?parents_only=1";
    expect((await k.get(feed, carl.token)).json().total).toBe(1);
    expect((await k.act(`/communities/${club.id}/join`, carl.token)).statusCode).toBe(200);
    const joined = (await k.get(feed, carl.token)).json() as Listed;
    expect(joined.total).toBe(2);
    expect(joined.data.map((p) => p.id)).toContain(ids.inside);
    expect((await k.get(`/posts/${ids.inside}`, carl.token)).statusCode).toBe(200);

    const toggle = await k.call(
      "POST",
      "/forum/api/v1/bookmarks/toggle",
      { type: "post", post_uuid: ids.insideUuid, status: 1 },
      carl.token,
    );
    expect(toggle.json().data.bookmarked).toBe(true);
    expect(((await k.get("/bookmarks", carl.token)).json() as Listed).total).toBe(1);

    await k.act(`/communities/${club.id}/leave`, carl.token);
    expect((await k.get(feed, carl.token)).json().total).toBe(1);
    expect((await k.get(`/posts/${ids.inside}`, carl.token)).statusCode).toBe(403);
    // The bookmark stays stored (a re-join brings it back) but is neither listed nor counted.
    const marks = (await k.get("/bookmarks", carl.token)).json() as Listed & { data: unknown[] };
    expect(marks.data).toEqual([]);
    expect(marks.total).toBe(0);
  });
});
