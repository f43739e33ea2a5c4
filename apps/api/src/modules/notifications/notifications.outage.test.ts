import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notificationsKit } from "./notifications-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof notificationsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  k = notificationsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  // Only writes to the notifications table fail, as the server going away answers (admin_shutdown, 57P01): what an
  // outage between the act's write and its notification's did to the forum before notifications shared the act's
  // transaction.
  await t.database.db.execute(sql`create function notifications_down() returns trigger language plpgsql as $$
    begin raise exception 'the database is going away' using errcode = 'admin_shutdown'; end $$`);
});
afterAll(() => t.close());

const outage = {
  start: () =>
    t.database.db.execute(sql`create trigger notifications_down before insert on notifications
      for each row execute function notifications_down()`),
  end: () => t.database.db.execute(sql`drop trigger notifications_down on notifications`),
};
const notified = async (token: string) => (await k.list(token)).json().data as { type: string }[];
const postRow = async (id: number) =>
  (await t.database.db.select().from(posts).where(sql`${posts.id} = ${id}`)).map((p: typeof posts.$inferSelect) => ({
    likes: p.likesCount,
    replies: p.repliesCount,
  }))[0];

describe("a database outage while a notification is written", () => {
  it("fails the like with it (503, nothing kept) rather than keep the like and lose its notification", async () => {
    const post = await k.post({ by: ada.id, title: "Past questions for MTH 101?" });
    await outage.start();
    const refused = await k.like(bola.token, post.id);
    await outage.end();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(await postRow(post.id)).toMatchObject({ likes: 0 });
    expect(await notified(ada.token)).toEqual([]);

    // The client tries again once the database is back: the like and its notification, together.
    expect((await k.like(bola.token, post.id)).json().data).toMatchObject({ likes_count: 1, user_like_count: 1 });
    expect((await notified(ada.token)).map((n) => n.type)).toEqual(["like"]);
  });

  it("fails the reply with it: no reply without the notification of the post's author", async () => {
    const post = await k.post({ by: ada.id, title: "Is the library open on Sunday?" });
    await outage.start();
    const refused = await k.reply(bola.token, post.uuid, "<p>Yes, from noon.</p>");
    await outage.end();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(await postRow(post.id)).toMatchObject({ replies: 0 });
    const replies = (await k.call("GET", `/forum/api/v1/posts/${post.uuid}`)).json().data.replies;
    expect(replies).toEqual([]);

    expect((await k.reply(bola.token, post.uuid, "<p>Yes, from noon.</p>")).statusCode).toBe(201);
    expect(await postRow(post.id)).toMatchObject({ replies: 1 });
    expect((await notified(ada.token)).map((n) => n.type)).toContain("reply");
  });
});
