import { adminMessages } from "@forum/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, reports } from "../../db/schema/index.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { moderationKit } from "./moderation-test-kit.ts";

// The report queue: one row per reported post, open or resolved, most reported first, then the longest waiting.
let t: TestApp;
let k: ReturnType<typeof moderationKit>;
type Student = { token: string; id: number };
let ada: Student;
let boss: Student;
let reporters: Student[];
let reasons: { id: number; name: string }[];

type Row = {
  post: { id: number; content: string; hidden: boolean };
  reasons: { id: number; name: string; count: number }[];
  reporters_count: number;
  first_reported_at: string;
  status: string;
  resolution: null | {
    action: string;
    note: string | null;
    resolved_at: string;
    resolved_by: { user_id: number } | null;
  };
};

beforeAll(async () => {
  t = await createTestApp({ reportHideThreshold: 0, writeRules: roomyWriteRules });
  k = moderationKit(t);
  ada = await k.student("ada@example.com");
  boss = await k.admin("boss@example.com");
  reporters = [];
  // Each from an address of their own: accounts made together from one address count as one reporter (issue 23).
  for (const name of ["r1", "r2", "r3"]) reporters.push(await k.reporter(`${name}@example.com`));
  reasons = (await k.get("/report-reasons")).json().data;
});
afterAll(() => t.close());

describe("who may call the queue", () => {
  it("401 for guests, 403 for students, 422 for bad paging or status", async () => {
    expect((await k.queue(undefined)).statusCode).toBe(401);
    expect((await k.queue(ada.token)).statusCode).toBe(403);
    expect((await k.resolve(undefined, 1, { action: "hide" })).statusCode).toBe(401);
    expect((await k.resolve(ada.token, 1, { action: "hide" })).statusCode).toBe(403);
    expect((await k.queue(boss.token, "?status=closed")).statusCode).toBe(422);
    expect((await k.queue(boss.token, "?page=0")).statusCode).toBe(422);
    expect((await k.queue(boss.token, "?per_page=1000")).statusCode).toBe(422);
  });
});

describe("the open queue", () => {
  it("has one row per post with its reasons counted, most reported first, then the oldest, paged", async () => {
    const long = "Full content. ".repeat(200);
    const once = await k.post({ by: ada.id, title: "Reported once", content: long });
    const twiceOld = await k.post({ by: ada.id, title: "Reported twice first" });
    const twiceNew = await k.post({ by: ada.id, title: "Reported twice later" });
    const thrice = await k.post({ by: ada.id, title: "Reported thrice" });
    const [a, b] = reasons;
    await k.report(reporters[0]!.token, once.id, [a!.id, b!.id]);
    await k.report(reporters[0]!.token, twiceOld.id, [a!.id]);
    await k.report(reporters[1]!.token, twiceOld.id, [a!.id, b!.id]);
    await k.report(reporters[0]!.token, twiceNew.id, [b!.id]);
    await k.report(reporters[1]!.token, twiceNew.id, [b!.id]);
    for (const r of reporters) await k.report(r.token, thrice.id, [a!.id]);
    // A reason id no longer known (its reason was deleted) is left out of the counts.
    await t.database.db
      .update(reports)
      .set({ reasonIds: [b!.id, 99_999] })
      .where(eq(reports.postId, once.id));

    const first = (await k.queue(boss.token, "?per_page=3")).json();
    expect(first.total).toBe(4);
    expect(first.last_page).toBe(2);
    expect(first.next_page_url).toContain("/forum/api/v1/admin/reports?status=open&page=2&per_page=3");
    const rows = first.data as Row[];
    expect(rows.map((r) => r.post.id)).toEqual([thrice.id, twiceOld.id, twiceNew.id]);
    expect(rows.map((r) => r.reporters_count)).toEqual([3, 2, 2]);
    expect(rows[1]!.reasons).toEqual([
      { id: a!.id, name: a!.name, count: 2 },
      { id: b!.id, name: b!.name, count: 1 },
    ]);
    expect(rows[0]).toMatchObject({ status: "open", resolution: null, first_reported_at: expect.any(String) });
    // REPORT_HIDE_THRESHOLD=0 here: three reporters hide nothing.
    expect(rows[0]!.post.hidden).toBe(false);
    const last = (await k.queue(boss.token, "?per_page=3&page=2")).json();
    expect(last.data.map((r: Row) => r.post.id)).toEqual([once.id]);
    // The post whole, as an admin reads it; the unknown reason id is ignored.
    expect(last.data[0].post.content).toBe(`<p>${long}</p>`);
    expect(last.data[0].reasons).toEqual([{ id: b!.id, name: b!.name, count: 1 }]);
    expect((await k.queue(boss.token, "?status=resolved")).json().total).toBe(0);
  });
});

describe("resolving", () => {
  it("is 404 for a post without reports or unknown, 422 for a bad action or note", async () => {
    const quiet = await k.post({ by: ada.id, title: "Never reported" });
    const r404 = await k.resolve(boss.token, quiet.id, { action: "hide" });
    expect(r404.statusCode).toBe(404);
    expect(r404.json().message).toBe(adminMessages.noReports);
    expect((await k.resolve(boss.token, 999_999, { action: "hide" })).statusCode).toBe(404);
    expect((await k.resolve(boss.token, "abc", { action: "hide" })).statusCode).toBe(404);
    expect((await k.resolve(boss.token, 1, { action: "ban" })).statusCode).toBe(422);
    expect((await k.resolve(boss.token, 1, {})).statusCode).toBe(422);
    expect((await k.resolve(boss.token, 1, { action: "hide", note: "x".repeat(1001) })).statusCode).toBe(422);
  });

  it("hide: the post is hidden with the note, its reports closed, a resolution and an audit entry written", async () => {
    const post = await k.post({ by: ada.id, title: "To hide" });
    await k.report(reporters[0]!.token, post.id);
    await k.report(reporters[1]!.token, post.id);
    const res = await k.resolve(boss.token, post.id, { action: "hide", note: "  Spam link  " });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(adminMessages.reportResolved.hide);
    expect(body.data).toMatchObject({
      status: "resolved",
      reporters_count: 2,
      post: { id: post.id, hidden: true, hidden_reason: "Spam link" },
      resolution: { action: "hide", note: "Spam link", resolved_by: { user_id: boss.id } },
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, post.id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: boss.id, action: "report.hide", targetType: "post", note: "Spam link" }),
    ]);
    const open = (await k.queue(boss.token)).json().data.map((r: Row) => r.post.id);
    expect(open).not.toContain(post.id);
    const resolved = (await k.queue(boss.token, "?status=resolved")).json().data as Row[];
    expect(resolved.find((r) => r.post.id === post.id)).toMatchObject({ post: { hidden: true }, status: "resolved" });
  });

  it("restore publishes a hidden post again; new reports reopen its row, the last resolution kept", async () => {
    const post = await k.post({ by: ada.id, title: "To restore" });
    await k.moderate(reporters[0]!, boss.token, post.id, "hide");
    const restored = (await k.resolve(boss.token, post.id, { action: "restore" })).json();
    expect(restored.message).toBe(adminMessages.reportResolved.restore);
    expect(restored.data.post).toMatchObject({ hidden: false, hidden_reason: null });
    expect((await k.get(`/posts/${post.uuid}`)).statusCode).toBe(200);
    await k.report(reporters[1]!.token, post.id);
    const reopened = ((await k.queue(boss.token)).json().data as Row[]).find((r) => r.post.id === post.id);
    expect(reopened).toMatchObject({ status: "open", reporters_count: 1, resolution: { action: "restore" } });
  });

  it("dismiss closes the reports and leaves the post as it is", async () => {
    const post = await k.post({ by: ada.id, title: "To dismiss" });
    const res = await k.moderate(reporters[0]!, boss.token, post.id, "dismiss", "Fine as is");
    expect(res).toMatchObject({ message: adminMessages.reportResolved.dismiss, data: { post: { hidden: false } } });
    expect((await k.get(`/posts/${post.uuid}`)).statusCode).toBe(200);
    // Dismissing again after an admin's hide keeps the hide: only the threshold's own hide is lifted by a dismissal.
    await k.moderate(reporters[1]!, boss.token, post.id, "hide");
    await k.moderate(reporters[2]!, boss.token, post.id, "dismiss");
    expect((await k.get(`/posts/${post.uuid}`)).statusCode).toBe(404);
  });

  it("delete removes the post: 404 even to its author, still in the queue for admins", async () => {
    const post = await k.post({ by: ada.id, title: "To delete" });
    const res = await k.moderate(reporters[0]!, boss.token, post.id, "delete", "Harassment");
    expect(res).toMatchObject({
      message: adminMessages.reportResolved.delete,
      data: { post: { hidden: true, hidden_reason: "Harassment" } },
    });
    expect((await k.get(`/posts/${post.uuid}`, ada.token)).statusCode).toBe(404);
    expect(
      (await k.call("PUT", `/forum/api/v1/posts/${post.uuid}/edit`, { title: "x", content: "<p>x</p>" }, ada.token))
        .statusCode,
    ).toBe(404);
    expect((await k.get(`/posts/${post.uuid}`, boss.token)).json().data.hidden).toBe(true);
    expect((await k.listed(`/posts?user_id=${ada.id}&parents_only=1`, ada.token)).uuids).not.toContain(post.uuid);
  });
});

describe("a comment's replies_count", () => {
  it("drops when a reply is hidden or deleted and comes back when it is restored", async () => {
    const parent = await k.post({ by: ada.id, title: "Parent" });
    const reply = await k.post({ by: reporters[0]!.id, parentId: parent.id, content: "A reply" });
    const count = async () => (await k.get(`/posts/${parent.uuid}`)).json().data.replies_count;
    expect(await count()).toBe(1);
    await k.moderate(reporters[1]!, boss.token, reply.id, "hide");
    expect(await count()).toBe(0);
    await k.resolve(boss.token, reply.id, { action: "delete" });
    expect(await count()).toBe(0);
    await k.resolve(boss.token, reply.id, { action: "restore" });
    expect(await count()).toBe(1);
    await k.resolve(boss.token, reply.id, { action: "restore" });
    expect(await count()).toBe(1);
  });
});
