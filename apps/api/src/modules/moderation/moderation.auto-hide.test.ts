import { moderationTexts } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { moderationKit } from "./moderation-test-kit.ts";

// REPORT_HIDE_THRESHOLD distinct students' open reports hide a published post until an admin resolves it (who
// counts, and whose posts never hide: moderation.report-flood.test.ts).
let t: TestApp;
let k: ReturnType<typeof moderationKit>;
type Student = { token: string; id: number };
let ada: Student;
let boss: Student;
let students: Student[];

beforeAll(async () => {
  t = await createTestApp({ reportHideThreshold: 3, writeRules: roomyWriteRules });
  k = moderationKit(t);
  ada = await k.student("ada@example.com");
  boss = await k.admin("boss@example.com");
  students = [];
  // Reporters whose reports count (issue 23): each from an address of their own, past NEW_ACCOUNT_HOURS, with a post.
  for (let i = 0; i < 6; i++) students.push(await k.reporter(`s${i}@example.com`));
});
afterAll(() => t.close());

describe("auto-hide", () => {
  it("hides a post at the threshold's report, not before, until an admin's dismissal publishes it again", async () => {
    const post = await k.post({ by: ada.id, title: "Borderline" });
    await k.report(students[0]!.token, post.id);
    await k.report(students[1]!.token, post.id);
    expect((await k.report(students[1]!.token, post.id)).statusCode).toBe(422); // one report per student
    expect((await k.listed("/posts?parents_only=1")).uuids).toContain(post.uuid);
    expect((await k.report(students[2]!.token, post.id)).statusCode).toBe(201);
    expect((await k.get(`/posts/${post.uuid}`)).statusCode).toBe(404);
    expect((await k.listed("/posts?parents_only=1")).uuids).not.toContain(post.uuid);
    const own = (await k.get(`/posts/${post.uuid}`, ada.token)).json().data;
    expect(own).toMatchObject({ hidden: true, hidden_reason: moderationTexts.autoHiddenReason });
    const row = (await k.queue(boss.token)).json().data[0];
    expect(row).toMatchObject({ status: "open", reporters_count: 3, post: { id: post.id, hidden: true } });

    await k.resolve(boss.token, post.id, { action: "dismiss" });
    expect((await k.get(`/posts/${post.uuid}`)).json().data).toMatchObject({ hidden: false, hidden_reason: null });
    // Its reports are resolved: new ones count from zero again.
    await k.report(students[3]!.token, post.id);
    expect((await k.get(`/posts/${post.uuid}`)).statusCode).toBe(200);
  });

  it("counts concurrent reports one after another: a comment hidden once, its parent's counter moved once", async () => {
    const parent = await k.post({ by: ada.id, title: "Busy thread" });
    await k.post({ by: ada.id, parentId: parent.id, content: "Stays" });
    const reply = await k.post({ by: students[5]!.id, parentId: parent.id, content: "Rude" });
    const results = await Promise.all(students.slice(0, 5).map((s) => k.report(s.token, reply.id)));
    // Those read after the hide find no post they may see (404); those already past that check are recorded.
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(3);
    expect(codes.every((c) => c === 201 || c === 404)).toBe(true);
    const shown = (await k.get(`/posts/${parent.uuid}`)).json().data;
    expect(shown.replies_count).toBe(1);
    expect(shown.replies.map((r: { id: number }) => r.id)).not.toContain(reply.id);
    expect((await k.get(`/posts/${reply.uuid}`, students[5]!.token)).json().data.hidden).toBe(true);
  });
});
