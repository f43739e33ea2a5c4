import { type NotificationData, parseNotificationData } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notificationsKit } from "./notifications-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof notificationsKit>;
type Student = { token: string; id: number };
let ada: Student;
let bola: Student;
let chidi: Student;

beforeAll(async () => {
  t = await createTestApp();
  k = notificationsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  chidi = await k.student("chidi@example.com");
  await k.call("POST", "/api/user/update-profile", { username: "bola_b" }, bola.token);
});
afterAll(() => t.close());

const mine = async (s: Student) => (await k.list(s.token)).json();
const dataOf = (n: { data: string }) => parseNotificationData(n.data) as NotificationData;

describe("reply notifications", () => {
  it("tell the author of the post who replied, with the reply; nobody else hears of it", async () => {
    const post = await k.post({ by: ada.id, title: "Where is the JAMB office?" });
    const reply = await k.reply(bola.token, post.uuid, "<p>Behind the senate building.</p>");
    expect(reply.statusCode).toBe(201);

    const page = await mine(ada);
    expect(page.unread_count).toBe(1);
    const [n] = page.data;
    expect(n).toMatchObject({ type: "reply", liker: null, read_at: null });
    expect(dataOf(n)).toEqual({
      type: "reply",
      post_title: "Where is the JAMB office?",
      post_uuid: post.uuid,
      reply_uuid: reply.json().uuid,
      reply_content: "Behind the senate building.",
      reply_owner: {
        user_id: bola.id,
        meta: expect.objectContaining({ username: expect.any(String), profile_image: null }),
      },
      user_id: bola.id,
    });
    expect((await mine(bola)).data).toEqual([]);
    expect((await mine(chidi)).data).toEqual([]);
  });

  it("keep only the start of a long reply: a snapshot of 300 characters, not the reply", async () => {
    const post = await k.post({ by: ada.id, title: "Long answers" });
    const reply = await k.reply(bola.token, post.uuid, `<p>${"long answer ".repeat(1_600)}</p>`);
    expect(reply.statusCode).toBe(201);
    const [n] = (await mine(ada)).data;
    expect(dataOf(n).reply_content).toBe(`${"long answer ".repeat(25)}...`);
  });

  it("are not made for replying to one's own post", async () => {
    const post = await k.post({ by: chidi.id });
    await k.reply(chidi.token, post.uuid);
    expect((await mine(chidi)).total).toBe(0);
  });

  it("keep an anonymous replier anonymous: no owner, no id, nothing of theirs in the data", async () => {
    const post = await k.post({ by: chidi.id, title: "Hostel allocation" });
    await k.reply(bola.token, post.uuid, "<p>Ask the porter.</p>", true);
    const [n] = (await mine(chidi)).data;
    expect(dataOf(n)).toMatchObject({ reply_owner: null, user_id: null, reply_content: "Ask the porter." });
    expect(n.liker).toBeNull();
    expect(n.data).not.toContain(`:${bola.id},`);
    expect(n.data).not.toContain("bola");
  });

  it("of a reply to a comment go to the comment's author, named by the comment's text", async () => {
    const post = await k.post({ by: ada.id });
    const comment = await k.post({ by: chidi.id, parentId: post.id, content: "Is the exam on Monday?" });
    const before = (await mine(ada)).total;
    await k.reply(bola.token, comment.uuid, "<p>Yes, 9am.</p>");
    const [n] = (await mine(chidi)).data;
    expect(dataOf(n)).toMatchObject({ post_uuid: comment.uuid, post_title: "Is the exam on Monday?" });
    expect((await mine(ada)).total).toBe(before);
  });

  it("go when the reply is deleted", async () => {
    const post = await k.post({ by: ada.id, title: "Temporary" });
    const reply = (await k.reply(bola.token, post.uuid)).json();
    const count = (await mine(ada)).total;
    await k.call("DELETE", `/forum/api/v1/posts/${reply.uuid}/delete`, undefined, bola.token);
    expect((await mine(ada)).total).toBe(count - 1);
  });
});

describe("like notifications", () => {
  const likesOf = async (s: Student, postUuid: string) =>
    (await mine(s)).data.filter(
      (n: { type: string; data: string }) => n.type === "like" && dataOf(n).post_uuid === postUuid,
    );

  it("name the liker live and the post; one per liker and post", async () => {
    const post = await k.post({ by: ada.id, title: "Past questions for MTH101" });
    await k.like(bola.token, post.uuid);
    const [n] = await likesOf(ada, post.uuid);
    expect(n.liker).toEqual({ user_id: bola.id, meta: expect.objectContaining({ username: "bola_b" }) });
    expect(dataOf(n)).toMatchObject({ type: "like", post_title: "Past questions for MTH101", user_id: bola.id });
    expect(dataOf(n).reply_uuid).toBeNull();

    await k.like(chidi.token, post.uuid);
    expect(await likesOf(ada, post.uuid)).toHaveLength(2);
  });

  it("are removed by un-liking and by switching to a dislike, and come back once on liking again", async () => {
    const post = await k.post({ by: ada.id });
    await k.like(bola.token, post.id);
    await k.like(bola.token, post.id); // un-like
    expect(await likesOf(ada, post.uuid)).toHaveLength(0);
    await k.like(bola.token, post.id);
    await k.dislike(bola.token, post.id);
    expect(await likesOf(ada, post.uuid)).toHaveLength(0);
    await k.like(bola.token, post.id);
    expect(await likesOf(ada, post.uuid)).toHaveLength(1);
  });

  it("are not made for a dislike or for liking one's own post", async () => {
    const post = await k.post({ by: chidi.id });
    const before = (await mine(chidi)).total;
    await k.dislike(bola.token, post.id);
    await k.like(chidi.token, post.id);
    expect((await mine(chidi)).total).toBe(before);
  });
});
