import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createPostViewsRepository, type PostView } from "./post-views.repository.ts";
import { postsKit } from "./posts-test-kit.ts";
import { createViewCounter } from "./view-counter.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@example.com");
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.database.db.select({ n: posts.viewsCount }).from(posts).where(eq(posts.id, id)))[0]!.n;

/** A counter on the test database whose writes fail while `down` is set, as with the database out of reach. */
function counter() {
  const repo = createPostViewsRepository(t.database.db);
  const state = { down: false, tries: [] as PostView[][], written: [] as number[] };
  const views = createViewCounter({
    write: (batch) => {
      state.tries.push(batch);
      return state.down ? Promise.reject(new Error("connection terminated")) : repo.record(batch);
    },
    log: pino({ level: "silent" }),
    onWritten: (ids) => state.written.push(...ids),
    flushMs: 3_600_000,
  });
  return { views, state };
}

describe("the view counter", () => {
  it("keeps a batch the database refused, writes it on the next flush, and never rejects", async () => {
    const post = await k.post({ by: ada.id, title: "Counted while the database was away" });
    const { views, state } = counter();
    expect(views.count(post.id, "u:1")).toBe(true);
    expect(views.count(post.id, "g:guest")).toBe(true);
    state.down = true;
    expect(await views.flush()).toBe(false);
    expect(await stored(post.id)).toBe(0);
    // Still counted, still shown, not counted twice.
    expect(views.pending(post.id)).toBe(2);
    expect(views.count(post.id, "u:1")).toBe(false);
    expect(views.count(post.id, "u:2")).toBe(true);
    state.down = false;
    expect(await views.close()).toBe(true);
    expect(
      state.tries
        .at(-1)!
        .map((v) => v.viewerKey)
        .sort(),
    ).toEqual(["g:guest", "u:1", "u:2"]);
    expect(await stored(post.id)).toBe(3);
    expect(views.pending(post.id)).toBe(0);
    expect(state.written).toEqual([post.id]);
  });

  it("counts a viewer once an hour, and again the next hour; a view already in the database is not new", async () => {
    const post = await k.post({ by: ada.id, title: "Read every hour" });
    const { views } = counter();
    const noon = Date.UTC(2026, 0, 5, 12, 10);
    expect(views.count(post.id, "u:1", noon)).toBe(true);
    expect(await views.flush()).toBe(true);
    expect(views.count(post.id, "u:1", noon + 60_000)).toBe(false);
    expect(views.count(post.id, "u:1", noon + 3_600_000)).toBe(true);
    // Another instance's counter, which never saw it: told by the page's read, it counts nothing.
    const other = counter().views;
    expect(other.count(post.id, "u:1", noon + 60_000, true)).toBe(false);
    expect(other.count(post.id, "u:1", noon + 60_000)).toBe(false);
    // Written twice (the other instance did not know): the database's key keeps one.
    expect(other.count(post.id, "u:2", noon)).toBe(true);
    const third = counter().views;
    expect(third.count(post.id, "u:2", noon)).toBe(true);
    await Promise.all([views.close(), other.close(), third.close()]);
    expect(await stored(post.id)).toBe(3);
  });
});
