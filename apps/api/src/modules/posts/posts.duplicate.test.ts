import { duplicateMessages, duplicateTexts } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { adminTestApp } from "../admin/admin-test-kit.ts";

const { k, boss } = adminTestApp();

const close = (id: string, of: unknown, token?: string) =>
  k.call("POST", `/forum/api/v1/posts/${id}/duplicate`, { of }, token);
const reopen = (id: string, token?: string) =>
  k.call("DELETE", `/forum/api/v1/posts/${id}/duplicate`, undefined, token);
const reply = (parent: string, token: string) =>
  k.call("POST", "/forum/api/v1/posts", { content: "<p>Same here</p>", parent_uuid: parent }, token);

async function thread(email: string) {
  const author = await k.student(email);
  const original = await k.post({ by: author.id, title: "When is the exam timetable out?", minutesAgo: 60 });
  const copy = await k.post({ by: author.id, title: "Exam timetable date?" });
  return { author, original, copy };
}

describe("POST /posts/{id}/duplicate", () => {
  it("lets admins only close: guest 401, student 403, author 403, admin 200 with duplicate_of, audited", async () => {
    const { author, original, copy } = await thread("author@dup.test");
    const student = await k.student("student@dup.test");
    expect((await close(copy.uuid, original.uuid)).statusCode).toBe(401);
    const refused = await close(copy.uuid, original.uuid, student.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(duplicateMessages.notModerator);
    expect((await close(copy.uuid, original.uuid, author.token)).statusCode).toBe(403);

    const res = await close(copy.uuid, original.uuid, boss.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      uuid: copy.uuid,
      duplicate_of: { uuid: original.uuid, title: "When is the exam timetable out?" },
    });
    expect((await k.get(`/posts/${copy.uuid}`)).json().data.duplicate_of).toEqual({
      uuid: original.uuid,
      title: "When is the exam timetable out?",
    });
    expect((await k.audits())[0]).toMatchObject({
      action: "post.close_duplicate",
      targetType: "post",
      targetId: copy.id,
      actorId: boss.id,
      note: original.uuid,
    });
  });

  it("refuses new replies while closed (403) and takes them again once reopened", async () => {
    const { original, copy } = await thread("replies@dup.test");
    const student = await k.student("replier@dup.test");
    const earlier = (await reply(copy.uuid, student.token)).json().uuid;
    expect((await close(copy.uuid, original.uuid, boss.token)).statusCode).toBe(200);
    // A reply written before the question was closed can still be corrected.
    const edited = await k.call(
      "PUT",
      `/forum/api/v1/posts/${earlier}/edit`,
      { content: "<p>Same here, see the original</p>", parent_uuid: copy.uuid },
      student.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await reply(copy.uuid, student.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(duplicateTexts.closed);
    // The original still takes them.
    expect((await reply(original.uuid, student.token)).statusCode).toBe(201);

    expect((await reopen(copy.uuid, student.token)).statusCode).toBe(403);
    const reopened = await reopen(copy.uuid, boss.token);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.duplicate_of).toBeNull();
    expect((await k.audits())[0]).toMatchObject({ action: "post.reopen_duplicate", targetId: copy.id });
    expect((await reply(copy.uuid, student.token)).statusCode).toBe(201);
    // Reopening an open question changes nothing.
    expect((await reopen(copy.uuid, boss.token)).json().data.duplicate_of).toBeNull();
  });

  it("refuses (422) an original that is itself, a reply, a draft, unknown, or closed as a duplicate of this one", async () => {
    const { author, original, copy } = await thread("bad@dup.test");
    const replyRow = await k.post({ by: author.id, parentId: original.id });
    const draft = await k.post({ by: author.id, title: "Exam draft", status: "draft" });
    const cases: [unknown, string][] = [
      [copy.uuid, duplicateMessages.itself],
      [replyRow.uuid, duplicateMessages.notAQuestion],
      [draft.uuid, duplicateMessages.originalMissing],
      ["00000000-0000-4000-8000-000000000000", duplicateMessages.originalMissing],
    ];
    for (const [of, message] of cases) {
      const res = await close(copy.uuid, of, boss.token);
      expect(res.statusCode, String(of)).toBe(422);
      expect(res.json().error.of).toContain(message);
    }
    expect((await close(copy.uuid, "", boss.token)).statusCode).toBe(422);
    // A reply cannot be closed either.
    expect((await close(replyRow.uuid, original.uuid, boss.token)).statusCode).toBe(422);

    // original -> copy, then copy -> original would be a loop.
    expect((await close(original.uuid, copy.uuid, boss.token)).statusCode).toBe(200);
    const loop = await close(copy.uuid, original.uuid, boss.token);
    expect(loop.statusCode).toBe(422);
    expect(loop.json().error.of).toContain(duplicateMessages.loop);
  });

  it("answers 404 for an unknown question and keeps a community's question to those who may see it", async () => {
    expect((await close("00000000-0000-4000-8000-000000000001", "x", boss.token)).statusCode).toBe(404);
    const member = await k.student("member@dup.test");
    const club = await k.community("Debate", [member.id]);
    const inside = await k.post({ by: member.id, title: "Debate topic?", communityId: club.id });
    const outside = await k.post({ by: member.id, title: "Debate topics for this week?" });
    // The original must be visible to the caller: a member-only question is no original for a student outside.
    const stranger = await k.student("stranger@dup.test");
    expect((await close(outside.uuid, inside.uuid, stranger.token)).statusCode).toBe(403);
    expect((await close(outside.uuid, inside.uuid, boss.token)).statusCode).toBe(200);
  });
});
