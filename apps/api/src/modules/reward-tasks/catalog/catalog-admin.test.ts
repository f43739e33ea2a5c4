import { adminRewardTasksApi, apiBases, rewardTaskMessages } from "@forum/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rewardTasks } from "../../../db/schema/index.ts";
import { adminTestApp, png } from "../../admin/admin-test-kit.ts";
import { rewardTasksAdminKit } from "../reward-tasks-admin-test-kit.ts";

const { t, k, boss } = adminTestApp();
const r = () => rewardTasksAdminKit(t, k, () => boss.token);
const logo = /\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/;

describe("who may call the console's reward-task calls", () => {
  const calls = Object.entries(adminRewardTasksApi);
  const request = (bound: (typeof calls)[number][1], token?: string) =>
    t.app.inject({
      method: bound.method,
      url: `${apiBases[bound.base]}${bound.path.replace(":id", "1")}`,
      ...(bound.method === "POST" || bound.method === "PUT" ? { payload: { notes: "x", items: [] } } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("answers 401 to guests and 403 to students on every one, and writes nothing", async () => {
    const student = await k.student("plain@uni.edu");
    const before = (await k.audits())[0]?.id ?? 0;
    for (const [name, bound] of calls) {
      expect(bound.access, name).toBe("admin");
      expect((await request(bound)).statusCode, `${name} as a guest`).toBe(401);
      const denied = await request(bound, student.token);
      expect(denied.statusCode, `${name} as a student`).toBe(403);
    }
    expect((await k.audits())[0]?.id ?? 0).toBe(before);
  });

  it("answers 404 for an unknown id on every call that takes one, an id that is no 32-bit id and one not in plain digits", async () => {
    const task = { ...r().fields(), points: 1 };
    const bodies: Record<string, object> = {
      update: task,
      createAssignment: { title: "Any", language_name: "Igbo", language_mode: "text" },
      addItems: { items: [{ text: "Hello." }] },
      reject: { notes: "Again, please." },
    };
    const withId = calls.filter(([, bound]) => bound.path.includes(":id"));
    expect(withId.map(([name]) => name).sort()).toEqual(
      ["addItems", "approve", "createAssignment", "export", "reject", "remove", "update"].sort(),
    );
    const before = (await k.audits())[0]?.id ?? 0;
    for (const [name, bound] of withId) {
      const url = (id: number | string) => `${apiBases[bound.base]}${bound.path.replace(":id", String(id))}`;
      const send = (id: number | string) =>
        t.app.inject({
          method: bound.method,
          url: url(id),
          ...(bodies[name] ? { payload: bodies[name] } : {}),
          headers: { authorization: `Bearer ${boss.token}` },
        });
      const res = await send(999_999);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      for (const odd of [2_147_483_648, "0x10", "%201", "1e0", "01"]) {
        expect((await send(odd)).statusCode, `${name} ${odd}`).toBe(404);
      }
    }
    expect((await k.audits())[0]?.id ?? 0).toBe(before);
  });
});

describe("reward tasks in the console", () => {
  it("creates one with a re-encoded logo, sanitised description and a URL-safe ref, audited", async () => {
    const res = await r().taskForm(
      "POST",
      "/reward-tasks",
      r().fields({ description: '<p onclick="x()">Read <script>alert(1)</script>clearly</p>' }),
      await png(800, 400),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe("Reward task created.");
    expect(data).toMatchObject({
      name: "Yoruba voices",
      title: "Yoruba voices",
      difficulty: "beginner",
      reward_type: "cash",
      reward_amount: 25,
      points: 40,
      status: "open",
      participants_count: 0,
      user_enrolled: false,
      max_participants: null,
      deadline: null,
    });
    expect(data.company_logo).toMatch(logo);
    expect(data.description).not.toMatch(/script|onclick|alert/);
    expect(data.description).toContain("clearly");
    expect(data.third_party_ref).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [audit] = await k.audits();
    expect(audit).toMatchObject({ action: "reward_task.create", targetType: "reward_task", targetId: data.id });

    const other = (await r().taskForm("POST", "/reward-tasks", r().fields())).json().data;
    expect(other.third_party_ref).not.toBe(data.third_party_ref);
    expect(other.company_logo).toBeNull();
  });

  it("refuses bad fields with the contract's messages and stores nothing", async () => {
    const count = async () => (await t.database.db.select().from(rewardTasks)).length;
    const before = await count();
    const cases: [Record<string, string>, string, string][] = [
      [{ name: "" }, "name", "The name is required."],
      [{ name: "x".repeat(201) }, "name", "The name may be at most 200 characters."],
      [{ difficulty: "expert" }, "difficulty", "Choose beginner, intermediate or advanced."],
      [{ reward_amount: "-1" }, "reward_amount", "The reward amount cannot be negative."],
      [{ deadline: "tomorrow" }, "deadline", "The deadline must be an ISO date and time."],
      [{ max_participants: "0" }, "max_participants", "The maximum of participants must be at least 1."],
    ];
    for (const [over, field, message] of cases) {
      const res = await r().taskForm("POST", "/reward-tasks", r().fields(over));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().error[field], field).toEqual([message]);
    }
    const notImage = await r().taskForm("POST", "/reward-tasks", r().fields(), Buffer.from("not a picture at all"));
    expect(notImage.statusCode).toBe(422);
    expect(Object.keys(notImage.json().error)).toEqual(["company_logo"]);
    expect(await count()).toBe(before);
  });

  it("updates one (an empty logo keeps the old), lists it, deletes it softly; gone ones are 404", async () => {
    const made = (await r().taskForm("POST", "/reward-tasks", r().fields(), await png())).json().data;
    const res = await r().taskForm(
      "PUT",
      `/reward-tasks/${made.id}`,
      r().fields({ name: "Yoruba voices II", status: "closed", company_logo: "" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Reward task updated.",
      data: { id: made.id, name: "Yoruba voices II", status: "closed", company_logo: made.company_logo },
    });
    expect(res.json().data.third_party_ref).toBe(made.third_party_ref);
    expect((await k.audits())[0]).toMatchObject({ action: "reward_task.update", targetId: made.id });

    const listed = (await r().api("GET", "/reward-tasks")).json().data;
    expect(listed.map((x: { id: number }) => x.id)).toContain(made.id);

    const gone = await r().api("DELETE", `/reward-tasks/${made.id}`);
    expect(gone.json()).toEqual({ data: null, message: "Reward task deleted." });
    const [row] = await t.database.db.select().from(rewardTasks).where(eq(rewardTasks.id, made.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await k.audits())[0]).toMatchObject({ action: "reward_task.delete", targetId: made.id });
    const listedAfter = (await r().api("GET", "/reward-tasks")).json().data;
    expect(listedAfter.map((x: { id: number }) => x.id)).not.toContain(made.id);
    expect((await r().api("DELETE", `/reward-tasks/${made.id}`)).statusCode).toBe(404);
    const edit = await r().taskForm("PUT", `/reward-tasks/${made.id}`, r().fields());
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(rewardTaskMessages.taskNotFound);
  });
});

describe("assignments", () => {
  const body = { title: "Market talk", language_name: "Yoruba", language_mode: "text and audio", reward_amount: 5 };

  it("adds one to a task and answers it with no progress, audited", async () => {
    const task = await r().task({ companyLogo: "/forum/uploads/abc.webp", rewardType: "voucher" });
    const res = await r().api("POST", `/reward-tasks/${task.id}/assignments`, {
      ...body,
      deadline: "2030-01-01T00:00:00Z",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Assignment created.",
      data: {
        reward_task_id: task.id,
        title: "Market talk",
        company: "Neoform",
        company_logo: "http://forum.test/forum/uploads/abc.webp",
        reward_type: "voucher",
        status: "pending",
        total_tasks: 0,
        completed_tasks: 0,
        progressPercentage: 0,
        reward_amount: 5,
        deadline: "2030-01-01T00:00:00.000Z",
        dueDate: "2030-01-01T00:00:00.000Z",
        notes: null,
      },
    });
    expect((await k.audits())[0]).toMatchObject({
      action: "reward_assignment.create",
      targetType: "reward_assignment",
      targetId: res.json().data.id,
    });
  });

  it("refuses a missing language and answers 404 for an unknown or deleted task", async () => {
    const task = await r().task();
    const bad = await r().api("POST", `/reward-tasks/${task.id}/assignments`, { ...body, language_name: " " });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.language_name).toEqual(["The language is required."]);
    expect((await r().api("POST", "/reward-tasks/999999/assignments", body)).statusCode).toBe(404);
    const deleted = await r().task({ deletedAt: new Date() });
    expect((await r().api("POST", `/reward-tasks/${deleted.id}/assignments`, body)).statusCode).toBe(404);
  });
});
