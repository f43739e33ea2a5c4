import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { rewardTasksKit, wav } from "../reward-tasks-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof rewardTasksKit>;
let ada: { token: string; id: number };
let ben: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  k = rewardTasksKit(t);
  ada = await k.student("ada@uni.edu");
  ben = await k.student("ben@uni.edu");
});
afterAll(() => t.close());

const draft = (itemId: number, token: string, text = "Ẹ káàárọ̀") =>
  k.submit(itemId, { translated_text: text, mark_completed: "0" }, token);

describe("the task list", () => {
  it("lists live tasks, open ones first, with the caller's enrolment and the participants", async () => {
    const closed = await k.task({ name: "Hausa closed batch", status: "closed", company: "Lingo Labs" });
    const open = await k.task({
      name: "Igbo recordings",
      company: "Neoform",
      difficulty: "advanced",
      rewardType: "voucher",
    });
    await k.task({ name: "Removed task", deletedAt: new Date() });
    const { items } = await k.assignment(open.id, 1);
    expect((await draft(items[0]!.id, ada.token)).statusCode).toBe(201);

    const res = await k.list("", ada.token);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((x: { name: string }) => x.name);
    expect(names).not.toContain("Removed task");
    expect(names.indexOf("Igbo recordings")).toBeLessThan(names.indexOf("Hausa closed batch"));
    const igbo = res.json().data.find((x: { id: number }) => x.id === open.id);
    expect(igbo).toMatchObject({
      user_enrolled: true,
      participants_count: 1,
      title: "Igbo recordings",
      status: "open",
    });
    const forBen = (await k.list("", ben.token)).json().data.find((x: { id: number }) => x.id === open.id);
    expect(forBen).toMatchObject({ user_enrolled: false, participants_count: 1 });
    expect(closed.id).toBeGreaterThan(0);
  });

  it("filters by search (name, company, description), company, reward type and difficulty", async () => {
    await k.task({ name: "Tiv sentences", company: "Acme Voice", shortDescription: "Proverbs about rain" });
    const names = async (q: string) =>
      (await k.list(q, ada.token)).json().data.map((x: { name: string }) => x.name) as string[];
    expect(await names("?search=proverbs")).toEqual(["Tiv sentences"]);
    expect(await names("?search=acme")).toEqual(["Tiv sentences"]);
    expect(await names("?company=acme%20voice")).toEqual(["Tiv sentences"]);
    expect(await names("?reward_type=voucher")).toEqual(["Igbo recordings"]);
    expect(await names("?difficulty=advanced&reward_type=voucher")).toEqual(["Igbo recordings"]);
    expect(await names("?search=%25")).toEqual([]);
    expect((await k.list("?difficulty=legendary", ada.token)).statusCode).toBe(422);
  });

  it("is for signed-in students only", async () => {
    expect((await k.list("", undefined)).statusCode).toBe(401);
    expect((await k.call("GET", "/api/v2/reward-tasks/profile/1")).statusCode).toBe(401);
    for (const path of [
      "/assignments/x",
      "/single-assignment/1",
      "/assignment-tasks/1",
      "/single-task/1",
      "/task-progress/1",
    ]) {
      expect((await k.get(path)).statusCode, path).toBe(401);
    }
    expect((await k.submit(1, { translated_text: "a" })).statusCode).toBe(401);
  });

  it("is published in the OpenAPI document", async () => {
    const paths = Object.keys((await t.app.inject("/forum/api/docs/json")).json().paths);
    for (const path of ["/api/v2/reward-tasks", "/api/v2/reward-tasks/neoform/submit-task/{id}"]) {
      expect(paths).toContain(path);
    }
  });
});

describe("a task, its assignments and items", () => {
  it("answers the profile, the assignments by reference (paged) and their progress", async () => {
    const task = await k.task({ name: "Yoruba batch", points: 50 });
    const one = await k.assignment(task.id, 3);
    await k.assignment(task.id, 1, { title: "Second" });
    await k.assignment(task.id, 1, { title: "Cancelled", cancelledAt: new Date() });

    const profile = await k.call("GET", `/api/v2/reward-tasks/profile/${task.id}`, undefined, ada.token);
    expect(profile.json().data).toMatchObject({ third_party_ref: task.thirdPartyRef, points: 50 });
    expect(profile.json().data.reward_task.name).toBe("Yoruba batch");

    await draft(one.items[0]!.id, ada.token);
    const page1 = await k.get(`/assignments/${task.thirdPartyRef}?per_page=2`, ada.token);
    expect(page1.statusCode).toBe(200);
    const p = page1.json().data;
    expect(p).toMatchObject({ current_page: 1, last_page: 2, total: 3, per_page: 2 });
    expect(p.next_page_url).toContain(`/assignments/${task.thirdPartyRef}?page=2&per_page=2`);
    expect(p.data[0]).toMatchObject({
      title: "Everyday sentences",
      status: "in_progress",
      total_tasks: 3,
      completed_tasks: 0,
    });
    expect(p.data[0].start_date).not.toBeNull();
    expect(p.data[1]).toMatchObject({ title: "Second", status: "pending", totalItems: 1 });
    const page2 = (await k.get(`/assignments/${task.thirdPartyRef}?page=2&per_page=2`, ada.token)).json().data;
    expect(page2.data.map((a: { status: string }) => a.status)).toEqual(["cancelled"]);
    // Ben's progress is his own.
    const forBen = (await k.get(`/assignments/${task.thirdPartyRef}?per_page=1`, ben.token)).json().data;
    expect(forBen.data[0].status).toBe("pending");
  });

  it("walks an assignment from pending to completed as its items are submitted and approved", async () => {
    const task = await k.task();
    const { assignment, items } = await k.assignment(task.id, 2);
    const status = async () => (await k.get(`/single-assignment/${assignment.id}`, ada.token)).json().data;
    expect((await status()).status).toBe("pending");
    for (const item of items) {
      const res = await k.submit(item.id, { translated_text: "Ó dára", mark_completed: "1" }, ada.token, wav(2));
      expect(res.statusCode).toBe(201);
    }
    expect(await status()).toMatchObject({ status: "submitted", completed_tasks: 0 });
    await k.approve(items[0]!.id, ada.id, 10);
    expect(await status()).toMatchObject({ status: "submitted", completed_tasks: 1, progressPercentage: 50 });
    await k.approve(items[1]!.id, ada.id, 10);
    const done = await status();
    expect(done).toMatchObject({ status: "completed", completedItems: 2, progressPercentage: 100 });
    expect(done.completion_date).not.toBeNull();
  });

  it("pages an assignment's items in their order with the caller's status on each", async () => {
    const task = await k.task();
    const { assignment, items } = await k.assignment(task.id, 3);
    await draft(items[1]!.id, ada.token);
    const res = await k.get(`/assignment-tasks/${assignment.id}?per_page=2`, ada.token);
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json().data.tasks;
    expect(pagination).toEqual({ page: 1, per_page: 2, total: 3, hasNext: true });
    expect(data.map((x: { orderIndex: number }) => x.orderIndex)).toEqual([0, 1]);
    // One name for an item, its page's (secondary §2 task/{id}: Translation Task #{id}), on its row too.
    expect(data.map((x: { title: string }) => x.title)).toEqual(
      items.slice(0, 2).map((x) => `Translation Task #${x.id}`),
    );
    expect(data.map((x: { status: string }) => x.status)).toEqual(["pending", "in_progress"]);
    expect(data[1]).toMatchObject({ hasTranslation: true, hasAudio: false, progress_percentage: 50 });
    const last = (await k.get(`/assignment-tasks/${assignment.id}?per_page=2&page=2`, ada.token)).json().data.tasks;
    expect(last.pagination.hasNext).toBe(false);
    expect(last.data).toHaveLength(1);
  });

  it("answers one item with its assignment, and the caller's progress on it", async () => {
    const task = await k.task();
    const { items } = await k.assignment(task.id, 1, { languageName: "Hausa" });
    const item = items[0]!;
    const before = (await k.get(`/task-progress/${item.id}`, ada.token)).json().data;
    expect(before).toMatchObject({
      progress: { hasTranslation: false, hasAudio: false },
      draft: null,
      submission: null,
    });
    await k.submit(item.id, { mark_completed: "0" }, ada.token, wav(2));
    const single = (await k.get(`/single-task/${item.id}`, ada.token)).json().data;
    expect(single).toMatchObject({ id: item.id, status: "in_progress", hasAudio: true, text: item.text });
    expect(single.title).toBe(`Translation Task #${item.id}`);
    expect(single.assignment).toMatchObject({ language_name: "Hausa", status: "in_progress" });
    const progress = (await k.get(`/task-progress/${item.id}`, ada.token)).json().data;
    expect(progress.assignment.language).toBe("Hausa");
    expect(progress.draft.audio_url).toMatch(/^http:\/\/forum\.test\/forum\/recordings\/\d+\?exp=\d+&sig=[\w-]{43}$/);
  });

  it("answers 404 for unknown ids, deleted tasks, and ids out of range", async () => {
    const gone = await k.task({ deletedAt: new Date() });
    const { assignment, items } = await k.assignment(gone.id, 1);
    for (const path of [
      `/single-assignment/${assignment.id}`,
      `/assignment-tasks/${assignment.id}`,
      `/single-task/${items[0]!.id}`,
      `/task-progress/${items[0]!.id}`,
      `/assignments/${gone.thirdPartyRef}`,
      "/single-task/999999",
      "/assignments/no-such-ref",
    ]) {
      expect((await k.get(path, ada.token)).statusCode, path).toBe(404);
    }
    expect((await k.call("GET", `/api/v2/reward-tasks/profile/${gone.id}`, undefined, ada.token)).statusCode).toBe(404);
    for (const odd of [String(2 ** 31), "abc", "0x10", "1e0"]) {
      expect((await k.get(`/single-task/${odd}`, ada.token)).statusCode, odd).toBe(404);
    }
  });
});
