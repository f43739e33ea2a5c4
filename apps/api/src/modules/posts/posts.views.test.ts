import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, postViews } from "../../db/schema/index.ts";
import { anotherInstance, createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

// Views are counted in memory and written in batches (view-counter.ts): still one per viewer and hour, across
// instances on one database, and none lost when an instance closes. The tests flush by hand: a timer's flush between
// two requests would change what the second one shows (another instance's written view plus its own pending one).
const byHand = { viewFlushMs: 3_600_000 };
let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp(byHand);
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.database.db.select({ n: posts.viewsCount }).from(posts).where(eq(posts.id, id)))[0]!.n;
const viewRows = async (id: number) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(postViews).where(eq(postViews.postId, id)))[0]!.n;
/** A post page's views_count as `on` answers it, to a student (`token`) or a guest from `from`. */
const shown = async (on: TestApp, uuid: string, who: { token?: string; from?: string }) => {
  const res = await on.app.inject({
    url: `/forum/api/v1/posts/${uuid}`,
    headers: who.token ? { authorization: `Bearer ${who.token}` } : {},
    remoteAddress: who.from ?? "127.0.0.1",
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.views_count as number;
};

describe("post views", () => {
  it("counts one view per viewer and hour across two instances on one database", async () => {
    const post = await k.post({ by: ada.id, title: "Seen from two servers" });
    const other = await anotherInstance(t, byHand);
    try {
      // Each instance shows the reader's own view at once, before it is written.
      expect(await shown(t, post.uuid, { token: bola.token })).toBe(1);
      expect(await shown(other, post.uuid, { token: bola.token })).toBe(1);
      expect(await shown(t, post.uuid, { token: bola.token })).toBe(1);
      expect(await shown(other, post.uuid, { from: "10.0.0.7" })).toBe(2);
      expect(await shown(t, post.uuid, { from: "10.0.0.7" })).toBe(2);
      await Promise.all([t.modules!.postViews.flush(), other.modules!.postViews.flush()]);
      // Bola on both, the guest on both: two views, whichever instance wrote first.
      expect(await stored(post.id)).toBe(2);
      expect(await viewRows(post.id)).toBe(2);
      expect(await shown(other, post.uuid, { token: bola.token })).toBe(2);
      expect(await shown(t, post.uuid, { from: "10.0.0.7" })).toBe(2);
      await Promise.all([t.modules!.postViews.flush(), other.modules!.postViews.flush()]);
      expect(await stored(post.id)).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("writes what is counted when an instance closes: the count is there after a restart", async () => {
    const post = await k.post({ by: ada.id, title: "Read just before a deploy" });
    const before = await anotherInstance(t, byHand);
    expect(await shown(before, post.uuid, { token: bola.token })).toBe(1);
    expect(await shown(before, post.uuid, { from: "10.0.0.8" })).toBe(2);
    await before.close();
    expect(await stored(post.id)).toBe(2);
    const after = await anotherInstance(t, byHand);
    try {
      expect(await shown(after, post.uuid, { token: bola.token })).toBe(2);
      expect(await shown(after, post.uuid, { token: ada.token })).toBe(3);
    } finally {
      await after.close();
    }
    expect(await stored(post.id)).toBe(3);
  });

  it("counts no view of a post the reader may not see", async () => {
    const draft = await k.post({ by: ada.id, title: "Not yet", status: "draft" });
    expect((await t.app.inject(`/forum/api/v1/posts/${draft.uuid}`)).statusCode).toBe(404);
    expect(await shown(t, draft.uuid, { token: ada.token })).toBe(0);
    await t.modules!.postViews.flush();
    expect(await stored(draft.id)).toBe(0);
  });
});
