import { pointsRule } from "@forum/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemSubmissions, postReactions } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";
import { rewardTasksKit } from "../reward-tasks/reward-tasks-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
type Student = { token: string; id: number };
let ada: Student;
let bola: Student;
let chi: Student;

const TEN_DAYS = 10 * 24 * 60;
const like = (id: number, who: Student) =>
  k.call("POST", `/forum/api/v1/posts/${id}/toggle-like`, undefined, who.token);
const dislike = (id: number, who: Student) =>
  k.call("POST", `/forum/api/v1/posts/${id}/toggle-unlike`, undefined, who.token);
const stats = async (userId: number, token?: string) => {
  const res = await k.get(`/user/stats?user_id=${userId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A scripted history: what Ada posted, wrote and received, including everything the rule must leave out. */
beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  [ada, bola, chi] = [await k.student("ada@x.edu"), await k.student("bola@x.edu"), await k.student("chi@x.edu")];
  const club = await k.community("Chess Club", [ada.id, bola.id]);
  const fresh = await k.post({ by: ada.id, title: "Fresh" });
  const old = await k.post({ by: ada.id, title: "Old", minutesAgo: TEN_DAYS });
  const secret = await k.post({ by: ada.id, title: "Anonymous", anonymous: true });
  await k.post({ by: ada.id, title: "Draft", status: "draft" });
  const clubPost = await k.post({ by: ada.id, title: "Club", communityId: club.id });
  const bolas = await k.post({ by: bola.id, title: "Bola's question" });

  // Likes received: fresh by Bola and Chi (Ada's self-like excluded), old by Bola (Chi dislikes), the club post by
  // Bola; the anonymous post's like is not Ada's to show.
  for (const [post, who] of [
    [fresh, bola],
    [fresh, chi],
    [fresh, ada],
    [old, bola],
    [clubPost, bola],
    [secret, bola],
  ] as const)
    expect((await like(post.id, who)).statusCode).toBe(200);
  await dislike(old.id, chi);
  // Bola's like of the old post dates from ten days ago: in the total, not in this week's points.
  await t.database.db
    .update(postReactions)
    .set({ createdAt: sql`now() - interval '10 days'` })
    .where(and(eq(postReactions.postId, old.id), eq(postReactions.userId, bola.id)));

  // Comments received: two by Bola and one by Chi under Ada's posts, one reply to Ada's comment; Ada's own and the
  // ones under her anonymous post do not count.
  await k.post({ by: bola.id, parentId: fresh.id });
  await k.post({ by: bola.id, parentId: fresh.id });
  await k.post({ by: chi.id, parentId: old.id });
  await k.post({ by: ada.id, parentId: fresh.id });
  await k.post({ by: chi.id, parentId: secret.id });
  // Comments written: one under Bola's post (an anonymous one earns nothing); Bola replies to it.
  const adasComment = await k.post({ by: ada.id, parentId: bolas.id });
  await k.post({ by: ada.id, parentId: bolas.id, anonymous: true });
  await k.post({ by: bola.id, parentId: adasComment.id });

  // Likes given: Bola's post and Bola's reply; a dislike is no like.
  const bolasReply = await k.post({ by: bola.id, parentId: bolas.id });
  await like(bolas.id, ada);
  await like(bolasReply.id, ada);
  await dislike(clubPost.id, chi);
});
afterAll(() => t.close());

describe("GET /forum/api/v1/user/stats", () => {
  it("counts a scripted history by the rule in points.ts", async () => {
    const likesReceived = 4; // fresh ×2, old, club
    const postsShared = 3; // fresh, old, club
    const commentsWritten = 1;
    const total =
      postsShared * pointsRule.postShared +
      commentsWritten * pointsRule.commentWritten +
      likesReceived * pointsRule.likeReceived;
    // This week: the old post and Bola's old like fall out.
    const week = 2 * pointsRule.postShared + commentsWritten * pointsRule.commentWritten + 3 * pointsRule.likeReceived;
    expect(await stats(ada.id)).toEqual({
      likes_received: likesReceived,
      likes_given: 2,
      comments_received: 4,
      posts_shared: postsShared,
      points: week,
      total_points: total,
    });
  });

  it("counts likes received exactly as the leaderboard ranks them, this week and all time", async () => {
    const board = async (type: 1 | 2) => {
      const rows = (await k.get(`/engagements/leaderboard?type=${type}`)).json().data as {
        user: { user_id: number };
        stats: { likes: number };
      }[];
      return rows.find((r) => r.user.user_id === ada.id)?.stats.likes;
    };
    expect(await board(2)).toBe((await stats(ada.id)).likes_received);
    expect(await board(1)).toBe(3);
  });

  it("is the same for every viewer (the anonymous post stays out even for its author)", async () => {
    const guest = await stats(ada.id);
    expect(await stats(ada.id, ada.token)).toEqual(guest);
    expect(await stats(ada.id, chi.token)).toEqual(guest);
  });

  it("counts nothing for a newcomer", async () => {
    const dan = await k.student("dan@x.edu");
    expect(await stats(dan.id)).toEqual({
      likes_received: 0,
      likes_given: 0,
      comments_received: 0,
      posts_shared: 0,
      points: 0,
      total_points: 0,
    });
  });

  it("moves when a like is taken back", async () => {
    const before = await stats(chi.id);
    const post = await k.post({ by: chi.id, title: "Chi asks" });
    await like(post.id, bola);
    expect((await stats(chi.id)).likes_received).toBe(before.likes_received + 1);
    await like(post.id, bola);
    expect((await stats(chi.id)).likes_received).toBe(before.likes_received);
  });

  it("404s an unknown user and 422s a bad id", async () => {
    expect((await k.get("/user/stats?user_id=999999")).statusCode).toBe(404);
    for (const odd of ["abc", "0x10", "%201", "1e0", "01", "-1"]) {
      const bad = await k.get(`/user/stats?user_id=${odd}`);
      expect(bad.statusCode, odd).toBe(422);
      expect(bad.json().error.user_id).toBeDefined();
    }
  });

  it("adds the points of approved reward-task work: this week's to points, all to total points", async () => {
    const r = rewardTasksKit(t);
    const eve = await k.student("eve@x.edu");
    const task = await r.task();
    const { items } = await r.assignment(task.id, 4);
    const row = (i: number, fields: Partial<typeof itemSubmissions.$inferInsert>) =>
      t.database.db
        .insert(itemSubmissions)
        .values({ itemId: items[i]!.id, userId: eve.id, status: "in_progress", ...fields });
    await row(0, { status: "completed", completedAt: new Date(), pointsAwarded: 10 });
    await row(1, { status: "completed", completedAt: new Date(Date.now() - TEN_DAYS * 60_000), pointsAwarded: 5 });
    // Under review or sent back: nothing yet, whatever the row says.
    await row(2, { status: "submitted", pointsAwarded: 7 });
    await row(3, { status: "in_progress", pointsAwarded: 3 });
    expect(await stats(eve.id)).toMatchObject({ points: 10, total_points: 15 });
  });
});
