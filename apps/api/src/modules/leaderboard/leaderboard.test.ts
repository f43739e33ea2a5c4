import { leaderboardTypes } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { achievers, postReactions } from "../../db/schema/index.ts";
import { publicUrlsOf } from "../../platform/public-user.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";
import { createLeaderboardRepository } from "./leaderboard.repository.ts";
import { createLeaderboardService } from "./leaderboard.service.ts";

let t: TestApp;
let kit: ReturnType<typeof postsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = postsKit(t);
});
afterAll(() => t.close());

// Monday 2 March 2026 00:00 in Lagos (UTC+1) is 23:00 UTC on Sunday 1 March.
const monday = new Date("2026-03-01T23:00:00Z");
const ms = (n: number) => new Date(monday.getTime() + n);

/** The service standing at `now`, on the test database. */
const boardAt = (now: Date) =>
  createLeaderboardService({
    repo: createLeaderboardRepository(t.database.db),
    ...publicUrlsOf("http://forum.test"),
    now: () => now,
  });
const like = (postId: number, userId: number, createdAt: Date, value: 1 | -1 = 1) =>
  t.database.db.insert(postReactions).values({ postId, userId, value, createdAt });
const likesOf = (rows: { user: { user_id: number }; stats: { likes: number } }[]) =>
  Object.fromEntries(rows.map((r) => [r.user.user_id, r.stats.likes]));

describe("leaderboard", () => {
  let ada: { id: number }, bola: { id: number }, chi: { id: number }, fans: { id: number }[];
  beforeAll(async () => {
    const [a, b, c] = await Promise.all(["lb-ada", "lb-bola", "lb-chi"].map((n) => kit.student(`${n}@uni.edu`)));
    [ada, bola, chi] = [a!, b!, c!];
    fans = await Promise.all([1, 2, 3, 4].map((n) => kit.student(`lb-fan${n}@uni.edu`)));
    const adaPost = await kit.post({ by: ada!.id, title: "Ada's post" });
    const bolaPost = await kit.post({ by: bola!.id, title: "Bola's post" });
    // Sunday 23:59:59 in Lagos: last week. Monday 00:00:00: this week.
    await like(adaPost.id, fans[0]!.id, ms(-1000));
    await like(adaPost.id, fans[1]!.id, ms(0));
    await like(adaPost.id, fans[2]!.id, ms(3 * 86_400_000));
    await like(bolaPost.id, fans[0]!.id, ms(86_400_000));
    // What never counts: a self-like, a dislike, likes on a comment, a draft, or an anonymous post.
    await like(adaPost.id, ada!.id, ms(1000));
    await like(bolaPost.id, fans[3]!.id, ms(1000), -1);
    const comment = await kit.post({ by: chi!.id, parentId: adaPost.id });
    const draft = await kit.post({ by: chi!.id, status: "draft" });
    const anonymous = await kit.post({ by: chi!.id, anonymous: true });
    for (const p of [comment, draft, anonymous]) await like(p.id, fans[1]!.id, ms(2000));
  });

  it("counts this week's likes from Monday 00:00 in Lagos", async () => {
    const midweek = await boardAt(ms(2 * 86_400_000)).board(leaderboardTypes.week);
    expect(likesOf(midweek.data)).toEqual({ [ada.id]: 2, [bola.id]: 1 });
    expect(midweek.data[0]!.user.user_id).toBe(ada.id);
  });

  it("still holds the week at Sunday 23:59:59 and starts afresh at the next Monday 00:00", async () => {
    const lastSecond = await boardAt(ms(7 * 86_400_000 - 1000)).board(leaderboardTypes.week);
    expect(likesOf(lastSecond.data)).toEqual({ [ada.id]: 2, [bola.id]: 1 });
    const nextWeek = await boardAt(ms(7 * 86_400_000)).board(leaderboardTypes.week);
    expect(nextWeek.data).toEqual([]);
    const weekBefore = await boardAt(ms(-1)).board(leaderboardTypes.week);
    expect(likesOf(weekBefore.data)).toEqual({ [ada.id]: 1 });
  });

  it("counts every week for all time, with the authors' public names only", async () => {
    const all = await boardAt(ms(30 * 86_400_000)).board(leaderboardTypes.allTime);
    expect(likesOf(all.data)).toEqual({ [ada.id]: 3, [bola.id]: 1 });
    expect(all.data.map((r) => r.user.user_id)).not.toContain(chi.id);
    expect(Object.keys(all.data[0]!.user.meta).sort()).toEqual([
      "first_name",
      "last_name",
      "profile_image",
      "username",
    ]);
  });

  it("answers over HTTP with type 1 by default and 422 for another type", async () => {
    const res = await kit.get("/engagements/leaderboard?type=2");
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ user: { user_id: ada.id }, stats: { likes: 3 } });
    expect((await kit.get("/engagements/leaderboard")).statusCode).toBe(200);
    expect((await kit.get("/engagements/leaderboard?type=3")).statusCode).toBe(422);
    expect((await kit.get("/engagements/leaderboard?type=week")).statusCode).toBe(422);
  });
});

describe("GET /achiever/active", () => {
  it("is null without an active image, then the active one as an absolute URL", async () => {
    expect((await kit.get("/achiever/active")).json()).toEqual({ data: null });
    await t.database.db.insert(achievers).values([
      { imagePath: "/forum/uploads/old.webp", active: false },
      { imagePath: "/forum/uploads/now.webp", active: true },
    ]);
    expect((await kit.get("/achiever/active")).json()).toEqual({
      data: { image_path: "http://forum.test/forum/uploads/now.webp" },
    });
  });
});
