import { rewardTaskLimits, rewardTaskMessages } from "@forum/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../../db/schema/index.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { eventually, listen, openSocket } from "../../notifications/notifications-test-kit.ts";
import { rewardTasksAdminKit } from "../reward-tasks-admin-test-kit.ts";

const { t, k, boss } = adminTestApp();
const r = () => rewardTasksAdminKit(t, k, () => boss.token);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function setUp(email: string) {
  const student = await k.student(email);
  const a = await r().assignment((await r().task()).id);
  const item = await r().item(a.id, 1, { text: "Where is the market?", points: 15 });
  return { student, a, item };
}
const notificationsOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("the review queue", () => {
  it("lists submitted ones oldest first, with the student's public fields and the recording's URL", async () => {
    const { student, a, item } = await setUp("queue@uni.edu");
    const second = await r().item(a.id, 2);
    const newer = await r().submission({ itemId: item.id, userId: student.id, submittedAt: minutesAgo(1) });
    const older = await r().submission(
      { itemId: second.id, userId: student.id, submittedAt: minutesAgo(30) },
      Buffer.from("fake m4a bytes"),
    );
    await r().submission({ itemId: (await r().item(a.id, 3)).id, userId: student.id, status: "in_progress" });
    const res = await r().api("GET", "/submissions?status=submitted&per_page=50");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const mine = page.data.filter((s: { student: { user_id: number } }) => s.student.user_id === student.id);
    expect(mine.map((s: { id: number }) => s.id)).toEqual([older.id, newer.id]);
    expect(mine[0]).toMatchObject({
      task_id: second.id,
      task: { id: second.id, text: "Sentence 2.", assignment_id: a.id },
      translated_text: "Ẹ káàárọ̀.",
      audio_seconds: 2.5,
      status: "submitted",
      notes: null,
    });
    expect(mine[0].audio_url).toMatch(
      new RegExp(`^http://forum\\.test/forum/recordings/${older.id}\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
    expect(mine[1].audio_url).toBeNull();
    const link = new URL(mine[0].audio_url);
    const played = await t.app.inject(link.pathname + link.search);
    expect(played.statusCode).toBe(200);
    expect(played.body).toBe("fake m4a bytes");
    expect(JSON.stringify(mine)).not.toContain("queue@uni.edu");
    expect(page).toMatchObject({ current_page: 1, per_page: 50 });
    const drafts = (await r().api("GET", "/submissions?status=in_progress")).json().data;
    expect(drafts.every((s: { status: string }) => s.status === "in_progress")).toBe(true);
    expect((await r().api("GET", "/submissions?status=lost")).statusCode).toBe(422);
  });
});

describe("the review queue's task, assignment and language", () => {
  /** One task whose Yoruba and Hausa assignments share a sentence, and another task; one submission in each. */
  async function threeLanguages(email: string) {
    const student = await k.student(email);
    const voices = await r().task({ name: "West African voices" });
    const other = await r().task({ name: "Other voices" });
    const yoruba = await r().assignment(voices.id, { title: "Yoruba greetings", languageName: "Yoruba" });
    const hausa = await r().assignment(voices.id, { title: "Hausa greetings", languageName: "Hausa" });
    const igbo = await r().assignment(other.id, { title: "Igbo greetings", languageName: "Igbo" });
    const sub = async (a: { id: number }) =>
      r().submission({ itemId: (await r().item(a.id, 0, { text: "Good morning." })).id, userId: student.id });
    return {
      student,
      voices,
      other,
      yoruba,
      hausa,
      igbo,
      y: await sub(yoruba),
      h: await sub(hausa),
      i: await sub(igbo),
    };
  }
  const idsOf = async (query: string) => {
    const res = await r().api("GET", `/submissions?per_page=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((s: { id: number }) => s.id);
  };

  it("names each submission's reward task, assignment and language beside the fields it had", async () => {
    const { student, voices, yoruba, y } = await threeLanguages("named@uni.edu");
    const page = (await r().api("GET", "/submissions?per_page=50")).json();
    const row = page.data.find((s: { id: number }) => s.id === y.id);
    expect(row).toMatchObject({
      task_id: y.itemId,
      task: { id: y.itemId, text: "Good morning.", assignment_id: yoruba.id },
      student: { user_id: student.id },
      reward_task: { id: voices.id, name: "West African voices" },
      assignment: {
        id: yoruba.id,
        title: "Yoruba greetings",
        language_name: "Yoruba",
        language_mode: "text and audio",
      },
    });
  });

  it("filters by reward task, assignment and language (any case), together, and keeps them on the next page", async () => {
    const { voices, other, yoruba, hausa, y, h, i } = await threeLanguages("filters@uni.edu");
    expect(await idsOf(`reward_task_id=${voices.id}`)).toEqual([y.id, h.id]);
    expect(await idsOf(`reward_task_id=${other.id}`)).toEqual([i.id]);
    expect(await idsOf(`assignment_id=${hausa.id}`)).toEqual([h.id]);
    expect(await idsOf("language=hAUSA")).toEqual(expect.arrayContaining([h.id]));
    expect(await idsOf("language=%20Yoruba%20")).toEqual(expect.arrayContaining([y.id]));
    expect(await idsOf("language=Yoruba")).not.toContain(h.id);
    expect(await idsOf(`reward_task_id=${voices.id}&language=Igbo`)).toEqual([]);
    expect(await idsOf(`reward_task_id=${voices.id}&assignment_id=${yoruba.id}&language=yoruba`)).toEqual([y.id]);
    const first = (await r().api("GET", `/submissions?reward_task_id=${voices.id}&language=Hausa&per_page=1`)).json();
    expect(first).toMatchObject({ total: 1, last_page: 1 });
    const two = (await r().api("GET", `/submissions?reward_task_id=${voices.id}&per_page=1`)).json();
    expect(two.total).toBe(2);
    const next = new URL(two.next_page_url);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      status: "submitted",
      reward_task_id: String(voices.id),
      page: "2",
      per_page: "1",
    });
    const second = await r().api("GET", `/submissions${next.search}`);
    expect(second.json().data.map((s: { id: number }) => s.id)).toEqual([h.id]);
  });

  it("refuses ids that are not positive decimal whole numbers in range and a blank or overlong language", async () => {
    for (const bad of [
      "reward_task_id=0",
      "reward_task_id=-1",
      "reward_task_id=1.5",
      "reward_task_id=0x10",
      "reward_task_id=1e3",
      "reward_task_id=abc",
      "assignment_id=2147483648",
      "assignment_id=%201",
      "assignment_id=",
      "language=",
      "language=%20%20",
      `language=${"a".repeat(rewardTaskLimits.languageMax + 1)}`,
    ]) {
      const res = await r().api("GET", `/submissions?${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().message, bad).toBeTruthy();
    }
    const said = (query: string) =>
      r()
        .api("GET", `/submissions?${query}`)
        .then((res) => res.json().error);
    expect(await said("reward_task_id=0x10")).toEqual({
      reward_task_id: ["The reward task must be an id: a whole number from 1 to 2147483647."],
    });
    expect(await said("language=")).toEqual({ language: ["The language may not be blank."] });
    expect((await r().api("GET", `/submissions?language=${"a".repeat(rewardTaskLimits.languageMax)}`)).statusCode).toBe(
      200,
    );
    expect((await r().api("GET", "/submissions?assignment_id=2147483647")).json().data).toEqual([]);
  });
});

describe("approving and rejecting", () => {
  it("approves a submitted one in one go (points awarded), notifies the student, audits; twice is 409", async () => {
    const { student, item } = await setUp("approve@uni.edu");
    const sub = await r().submission({ itemId: item.id, userId: student.id });
    const res = await r().api("POST", `/submissions/${sub.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: rewardTaskMessages.approved,
      data: { id: sub.id, status: "completed" },
    });
    const row = await r().submissionRow(sub.id);
    expect(row).toMatchObject({ status: "completed", pointsAwarded: 15, reviewedBy: boss.id });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect((await k.audits())[0]).toMatchObject({
      action: "item_submission.approve",
      targetType: "item_submission",
      targetId: sub.id,
      actorId: boss.id,
    });

    const [note] = await notificationsOf(student.id);
    expect(note).toMatchObject({ type: "task_review", postId: null, actorId: boss.id });
    expect(note?.data).toMatchObject({ type: "task_review", review: "approved", item_id: item.id });
    const listed = (await k.call("GET", "/forum/api/v1/notifications", undefined, student.token)).json();
    expect(listed.unread_count).toBe(1);
    expect(listed.data[0].type).toBe("task_review");
    expect(JSON.parse(listed.data[0].data)).toMatchObject({ post_title: "Where is the market?", item_id: item.id });

    const again = await r().api("POST", `/submissions/${sub.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(rewardTaskMessages.notReviewable);
    expect((await r().api("POST", `/submissions/${sub.id}/reject`, { notes: "Late" })).statusCode).toBe(409);
    expect((await r().api("POST", "/submissions/999999/approve")).statusCode).toBe(404);
    expect(await notificationsOf(student.id)).toHaveLength(1);
  });

  it("rejects with notes (back to in progress, no points), notifies with the notes; no notes is 422", async () => {
    const { student, item } = await setUp("reject@uni.edu");
    const sub = await r().submission({ itemId: item.id, userId: student.id });
    for (const body of [{}, { notes: "   " }]) {
      const bad = await r().api("POST", `/submissions/${sub.id}/reject`, body);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.notes).toEqual([rewardTaskMessages.rejectNotesRequired]);
    }
    const res = await r().api("POST", `/submissions/${sub.id}/reject`, { notes: "Read it more slowly." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: rewardTaskMessages.rejected,
      data: { status: "in_progress", notes: "Read it more slowly." },
    });
    expect(await r().submissionRow(sub.id)).toMatchObject({
      status: "in_progress",
      notes: "Read it more slowly.",
      pointsAwarded: 0,
      completedAt: null,
      reviewedBy: boss.id,
    });
    expect((await k.audits())[0]).toMatchObject({ action: "item_submission.reject", targetId: sub.id });
    const [note] = await notificationsOf(student.id);
    expect(note?.data).toMatchObject({ review: "rejected", reply_content: "Read it more slowly." });
    expect((await r().api("POST", `/submissions/${sub.id}/approve`)).statusCode).toBe(409);
  });

  it("pushes the decision live to the student's socket", async () => {
    const { student, item } = await setUp("live@uni.edu");
    const sub = await r().submission({ itemId: item.id, userId: student.id });
    const socket = openSocket(await listen(t.app), student.token);
    try {
      await socket.ready;
      await r().api("POST", `/submissions/${sub.id}/reject`, { notes: "Louder, please." });
      await eventually(() =>
        expect(socket.received).toEqual([{ message: "A reviewer reviewed your translation: Where is the market?" }]),
      );
    } finally {
      socket.socket.close();
    }
  });
});
