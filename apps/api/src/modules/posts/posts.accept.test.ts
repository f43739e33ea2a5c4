import { answerMessages, pointsRule } from "@forum/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, posts } from "../../db/schema/index.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { setAdmin } from "../admin/admin.grant.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
type Student = { token: string; id: number };
let ada: Student, bola: Student, chi: Student, dan: Student;
type Row = Awaited<ReturnType<ReturnType<typeof postsKit>["post"]>>;

const accept = (q: Row, replyUuid: string, who?: Student) =>
  k.call("POST", `/forum/api/v1/posts/${q.uuid}/accept`, { reply_uuid: replyUuid }, who?.token);
const unaccept = (q: Row, who?: Student) =>
  k.call("DELETE", `/forum/api/v1/posts/${q.uuid}/accept`, undefined, who?.token);
const stats = async (who: Student) => (await k.get(`/user/stats?user_id=${who.id}`)).json().data;
const notes = async (who: Student) =>
  ((await k.get("/notifications", who.token)).json().data as { type: string; data: string }[])
    .filter((n) => n.type === "accepted")
    .map((n) => JSON.parse(n.data));
const titles = async (query: string, who?: Student) =>
  ((await k.get(`/posts?${query}`, who?.token)).json().data as { title: string }[]).map((p) => p.title).sort();
/** A moderator's hiding (or restoring), written straight: the caches are told as the moderation calls tell them. */
const setStatus = async (row: Row, status: "published" | "hidden" | "draft") => {
  await t.database.db.update(posts).set({ status }).where(eq(posts.id, row.id));
  await t.context!.caches.publish("posts-changed", {});
};

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = postsKit(t);
  [ada, bola, chi, dan] = [
    await k.student("ada@x.edu"),
    await k.student("bola@x.edu"),
    await k.student("chi@x.edu"),
    await k.student("dan@x.edu"),
  ];
  await setAdmin(t.database.db, "dan@x.edu", true);
});
afterAll(() => t.close());

describe("POST/DELETE /posts/{id}/accept: who may, which reply", () => {
  let q: Row, byBola: Row, byChi: Row, elsewhere: Row, draft: Row, hidden: Row;
  beforeAll(async () => {
    q = await k.post({ by: ada.id, title: "Who may accept" });
    byBola = await k.post({ by: bola.id, parentId: q.id });
    byChi = await k.post({ by: chi.id, parentId: q.id });
    elsewhere = await k.post({ by: bola.id, parentId: (await k.post({ by: chi.id })).id });
    draft = await k.post({ by: bola.id, parentId: q.id, status: "draft" });
    hidden = await k.post({ by: bola.id, parentId: q.id });
    await setStatus(hidden, "hidden");
  });

  it("takes the question's author or an admin: guests 401, another student 403", async () => {
    expect((await accept(q, byBola.uuid)).statusCode).toBe(401);
    const other = await accept(q, byBola.uuid, chi);
    expect([other.statusCode, other.json().message]).toEqual([403, answerMessages.notAllowed]);
    expect((await unaccept(q, chi)).statusCode).toBe(403);

    const mine = await accept(q, byBola.uuid, ada);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      data: { uuid: q.uuid, solved: true, accepted_reply_uuid: byBola.uuid },
      message: answerMessages.accepted,
    });
    const byAdmin = await accept(q, byChi.uuid, dan);
    expect(byAdmin.json().data.accepted_reply_uuid).toBe(byChi.uuid);
    // Only the admin's choice is on the record.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, q.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["post.accept", dan.id]]);
  });

  it("answers 422 for anything but a published direct reply of this question", async () => {
    for (const uuid of [elsewhere.uuid, draft.uuid, hidden.uuid, q.uuid, crypto.randomUUID()]) {
      const res = await accept(q, uuid, ada);
      expect([res.statusCode, res.json().message]).toEqual([422, answerMessages.notAReply]);
    }
    expect((await accept(q, "not-a-uuid", ada)).statusCode).toBe(422);
    // A reply is no question: nothing can be accepted on it.
    const onReply = await k.call(
      "POST",
      `/forum/api/v1/posts/${byBola.uuid}/accept`,
      { reply_uuid: byChi.uuid },
      bola.token,
    );
    expect(onReply.statusCode).toBe(422);
  });

  it("undoes: unsolved again, and the page's replies no longer carry accepted", async () => {
    const res = await unaccept(q, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ solved: false, accepted_reply_uuid: null });
    const page = (await k.get(`/posts/${q.uuid}`)).json().data;
    expect(page.replies.some((r: { accepted: boolean }) => r.accepted)).toBe(false);
    expect((await unaccept(q, ada)).statusCode).toBe(200); // twice is still unsolved
  });
});

describe("points, the leaderboard and the notification", () => {
  let q: Row, byBola: Row, byChi: Row, byAda: Row;
  beforeAll(async () => {
    q = await k.post({ by: ada.id, title: "Points question" });
    byBola = await k.post({ by: bola.id, parentId: q.id });
    byChi = await k.post({ by: chi.id, parentId: q.id });
    byAda = await k.post({ by: ada.id, parentId: q.id });
  });

  it("gives the answerer 15 points this week and in total, moves them with the answer, takes them back", async () => {
    const [b0, c0, a0] = [await stats(bola), await stats(chi), await stats(ada)];
    const gained = (now: { points: number; total_points: number }, before: typeof now) => [
      now.points - before.points,
      now.total_points - before.total_points,
    ];
    await accept(q, byBola.uuid, ada);
    expect(gained(await stats(bola), b0)).toEqual([pointsRule.answerAccepted, pointsRule.answerAccepted]);
    await accept(q, byChi.uuid, ada);
    expect(gained(await stats(bola), b0)).toEqual([0, 0]);
    expect(gained(await stats(chi), c0)).toEqual([15, 15]);
    // Accepting one's own reply earns nothing.
    await accept(q, byAda.uuid, ada);
    expect(gained(await stats(ada), a0)).toEqual([0, 0]);
    expect(gained(await stats(chi), c0)).toEqual([0, 0]);
    await accept(q, byChi.uuid, ada);
    // Accepted ten days ago: in the total, not in this week's points.
    await t.database.db.update(posts).set({ acceptedAt: sql`now() - interval '10 days'` }).where(eq(posts.id, q.id));
    expect(gained(await stats(chi), c0)).toEqual([0, 15]);
    await unaccept(q, ada);
    expect(gained(await stats(chi), c0)).toEqual([0, 0]);
  });

  it("earns nothing for an anonymous answer", async () => {
    const secret = await k.post({ by: bola.id, parentId: q.id, anonymous: true });
    const before = await stats(bola);
    expect((await accept(q, secret.uuid, ada)).statusCode).toBe(200);
    expect((await stats(bola)).total_points).toBe(before.total_points);
    await unaccept(q, ada);
  });

  it("ranks the leaderboard by likes plus 15 for each accepted answer", async () => {
    await accept(q, byBola.uuid, ada);
    const board = (await k.get("/engagements/leaderboard?type=1")).json().data as {
      user: { user_id: number };
      stats: { likes: number; answers: number; points: number };
    }[];
    expect(board.find((e) => e.user.user_id === bola.id)?.stats).toEqual({ likes: 0, answers: 1, points: 15 });
    expect(board.map((e) => e.user.user_id)).not.toContain(ada.id);
    await unaccept(q, ada);
    const after = (await k.get("/engagements/leaderboard?type=2")).json().data as { user: { user_id: number } }[];
    expect(after.map((e) => e.user.user_id)).not.toContain(bola.id);
  });

  it("notifies the answerer, moves the notification with the answer and removes it on undo", async () => {
    await accept(q, byBola.uuid, ada);
    expect(await notes(bola)).toEqual([
      expect.objectContaining({ type: "accepted", post_uuid: q.uuid, reply_uuid: byBola.uuid, user_id: ada.id }),
    ]);
    expect((await notes(bola))[0].reply_owner.user_id).toBe(ada.id);
    await accept(q, byChi.uuid, ada);
    expect(await notes(bola)).toEqual([]);
    expect((await notes(chi)).map((n) => n.reply_uuid)).toEqual([byChi.uuid]);
    await unaccept(q, ada);
    expect(await notes(chi)).toEqual([]);
    // Nobody is told of accepting their own reply.
    await accept(q, byAda.uuid, ada);
    expect(await notes(ada)).toEqual([]);
    await unaccept(q, ada);
  });

  it("does not reveal an anonymous question's author in the notification", async () => {
    const secret = await k.post({ by: ada.id, title: "Anonymous question", anonymous: true });
    const reply = await k.post({ by: bola.id, parentId: secret.id });
    await accept(secret, reply.uuid, ada);
    const [note] = (await notes(bola)).filter((n) => n.post_uuid === secret.uuid);
    expect(note).toMatchObject({ reply_owner: null, user_id: null });
  });
});

describe("GET /posts/{id}?sort=", () => {
  let q: Row;
  const replies: Record<string, Row> = {};
  beforeAll(async () => {
    q = await k.post({ by: ada.id, title: "Sorting question" });
    // [likes, dislikes], oldest first: "tieNew" ties "tieOld" exactly.
    const votes: Record<string, [number, number]> = {
      none: [0, 0],
      tieOld: [5, 0],
      split: [10, 4],
      tieNew: [5, 0],
      one: [1, 0],
      many: [40, 10],
    };
    let minutesAgo = 60;
    for (const [name, [likes, unlikes]] of Object.entries(votes)) {
      const row = await k.post({ by: bola.id, parentId: q.id, content: name, minutesAgo: minutesAgo-- });
      await t.database.db.update(posts).set({ likesCount: likes, unlikesCount: unlikes }).where(eq(posts.id, row.id));
      replies[name] = row;
    }
  });
  const order = async (query: string) =>
    ((await k.get(`/posts/${q.uuid}${query}`)).json().data.replies as { content: string }[]).map((r) =>
      r.content.replace(/<\/?p>/g, ""),
    );

  it("orders oldest by default, newest, and best by Wilson's lower bound with ties oldest first", async () => {
    const oldest = ["none", "tieOld", "split", "tieNew", "one", "many"];
    expect(await order("")).toEqual(oldest);
    expect(await order("?sort=oldest")).toEqual(oldest);
    expect(await order("?sort=newest")).toEqual([...oldest].reverse());
    // Lower bounds: many 0.68, tieOld = tieNew 0.57, split 0.45, one 0.21, none 0.
    expect(await order("?sort=best")).toEqual(["many", "tieOld", "tieNew", "split", "one", "none"]);
    expect((await k.get(`/posts/${q.uuid}?sort=top`)).statusCode).toBe(422);
  });

  it("puts the accepted answer first in every order, marked accepted", async () => {
    await accept(q, replies.one!.uuid, ada);
    for (const sort of ["oldest", "newest", "best"]) expect((await order(`?sort=${sort}`))[0]).toBe("one");
    const page = (await k.get(`/posts/${q.uuid}?sort=best`)).json().data;
    expect(page.replies.map((r: { accepted: boolean }) => r.accepted)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("does not show a hidden accepted reply as the answer (restored, it is again)", async () => {
    await setStatus(replies.one!, "hidden");
    const page = (await k.get(`/posts/${q.uuid}`)).json().data;
    expect(page).toMatchObject({ solved: false, accepted_reply_uuid: null });
    expect(page.replies.map((r: { content: string }) => r.content)).not.toContain("<p>one</p>");
    await setStatus(replies.one!, "published");
    expect((await k.get(`/posts/${q.uuid}`)).json().data.solved).toBe(true);
    await unaccept(q, ada);
  });
});

describe("GET /posts?filter=", () => {
  let club: { id: number };
  beforeAll(async () => {
    club = await k.community("Filter Club", [ada.id, bola.id]);
    const solved = await k.post({ by: chi.id, title: "F solved", tags: ["algebra"] });
    const unsolved = await k.post({ by: chi.id, title: "F unsolved", tags: ["algebra"] });
    await k.post({ by: chi.id, title: "F unanswered", tags: ["algebra"] });
    const clubbed = await k.post({ by: ada.id, title: "F club solved", communityId: club.id, tags: ["algebra"] });
    const onlyHidden = await k.post({ by: ada.id, title: "F hidden reply only", tags: ["algebra"] });
    await setStatus(await k.post({ by: bola.id, parentId: onlyHidden.id }), "hidden");
    await k.post({ by: ada.id, parentId: unsolved.id });
    await accept(solved, (await k.post({ by: bola.id, parentId: solved.id })).uuid, chi);
    await accept(clubbed, (await k.post({ by: bola.id, parentId: clubbed.id })).uuid, ada);
  });

  it("filters to unanswered, unsolved and solved questions, combined with tag, community and author", async () => {
    const tagged = "parents_only=1&tag=algebra";
    expect(await titles(`${tagged}&filter=solved`)).toEqual(["F solved"]);
    expect(await titles(`${tagged}&filter=solved`, ada)).toEqual(["F club solved", "F solved"]);
    expect(await titles(`${tagged}&filter=unsolved`)).toEqual(["F hidden reply only", "F unanswered", "F unsolved"]);
    expect(await titles(`${tagged}&filter=unanswered`)).toEqual(["F hidden reply only", "F unanswered"]);
    expect(await titles(`community_id=${club.id}&filter=solved`, ada)).toEqual(["F club solved"]);
    expect(await titles(`community_id=${club.id}&filter=unsolved`, ada)).toEqual([]);
    expect(await titles(`user_id=${chi.id}&filter=unsolved&tag=algebra`)).toEqual(["F unanswered", "F unsolved"]);
    expect(await titles(`search=unanswered&filter=unanswered`)).toEqual(["F unanswered"]);
    expect((await k.get("/posts?filter=answered")).statusCode).toBe(422);
  });

  it("clears the cached lists when an answer is accepted or undone", async () => {
    const q = await k.post({ by: chi.id, title: "F cache", tags: ["cached"] });
    const reply = await k.post({ by: bola.id, parentId: q.id });
    expect(await titles("parents_only=1&tag=cached&filter=solved")).toEqual([]);
    await accept(q, reply.uuid, chi);
    expect(await titles("parents_only=1&tag=cached&filter=solved")).toEqual(["F cache"]);
    expect((await k.get("/posts?parents_only=1&tag=cached")).json().data[0].solved).toBe(true);
    await unaccept(q, chi);
    expect(await titles("parents_only=1&tag=cached&filter=solved")).toEqual([]);
  });
});
