import { notificationMessages } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notificationsKit } from "./notifications-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof notificationsKit>;
type Student = { token: string; id: number };
let ada: Student;
let bola: Student;
let titles: string[];

const ids = async (s: Student, query = "") =>
  (await k.list(s.token, query)).json().data.map((n: { id: number }) => n.id);
const unread = async (s: Student) => (await k.list(s.token)).json().unread_count;

beforeAll(async () => {
  t = await createTestApp();
  k = notificationsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  await k.call("POST", "/api/user/update-profile", { username: "zainab_z" }, bola.token);
  titles = ["Chemistry lab report", "Hostel water supply", "Football trials on Saturday"];
  for (const title of titles) {
    const post = await k.post({ by: ada.id, title });
    await k.reply(bola.token, post.uuid, `<p>About ${title.split(" ")[0]}: count me in.</p>`);
  }
  const bolas = await k.post({ by: bola.id, title: "Bola's own question" });
  await k.like(ada.token, bolas.uuid);
});
afterAll(() => t.close());

describe("GET /notifications", () => {
  it("is a page of the caller's notifications, newest first, with unread_count", async () => {
    const res = await k.list(ada.token, "?per_page=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3, unread_count: 3 });
    expect(body.next_page_url).toMatch(/^https?:\/\/[^/]+\/forum\/api\/v1\/notifications\?page=2&per_page=2$/);
    expect(body.data.map((n: { data: string }) => JSON.parse(n.data).post_title)).toEqual([titles[2], titles[1]]);
    const last = (await k.list(ada.token, "?per_page=2&page=2")).json();
    expect(last.data).toHaveLength(1);
    expect(last.next_page_url).toBeNull();
    expect((await k.list(ada.token, "?page=9")).json().data).toEqual([]);
  });

  it("searches the post title, the reply and who acted, keeping the badge count of everything", async () => {
    const byTitle = (await k.list(ada.token, "?search=hostel")).json();
    expect(byTitle.total).toBe(1);
    expect(byTitle.unread_count).toBe(3);
    expect(byTitle.next_page_url).toBeNull();
    expect((await k.list(ada.token, "?search=Football:")).json().total).toBe(1); // reply text "About Football: ..."
    expect((await k.list(ada.token, "?search=zainab")).json().total).toBe(3);
    expect((await k.list(ada.token, "?search=100%25")).json().total).toBe(0); // % is literal
  });

  it("needs a signed-in student", async () => {
    expect((await k.call("GET", "/forum/api/v1/notifications")).statusCode).toBe(401);
    expect((await k.call("POST", "/forum/api/v1/notifications/read", {})).statusCode).toBe(401);
  });
});

describe("read, unread and delete", () => {
  it("mark one as read and back to unread, with the server's message", async () => {
    const [first] = await ids(ada);
    const read = await k.act(ada.token, "read", { notification_id: first });
    expect(read.json()).toEqual({ message: notificationMessages.readOne });
    expect(await unread(ada)).toBe(2);
    const again = await k.act(ada.token, "read", { notification_id: first }); // already read: still fine
    expect(again.statusCode).toBe(200);
    const back = await k.act(ada.token, "unread", { notification_id: String(first) });
    expect(back.json()).toEqual({ message: notificationMessages.unreadOne });
    expect(await unread(ada)).toBe(3);
    const row = (await k.list(ada.token)).json().data[0];
    expect(row.read_at).toBeNull();
  });

  it("touch only the caller's own: another student's id is 404 and changes nothing", async () => {
    const [bolas] = await ids(bola);
    for (const action of ["read", "unread", "delete"] as const) {
      const res = await k.act(ada.token, action, { notification_id: bolas });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(notificationMessages.notFound);
    }
    expect(await ids(bola)).toEqual([bolas]);
    expect(await unread(bola)).toBe(1);
    expect((await k.act(ada.token, "read", { notification_id: 999_999 })).statusCode).toBe(404);
  });

  it("reject a missing id for unread and a malformed one anywhere", async () => {
    expect((await k.act(ada.token, "unread", {})).statusCode).toBe(422);
    for (const odd of ["abc", "0x10", " 1", "1e0", true]) {
      expect((await k.act(ada.token, "read", { notification_id: odd })).statusCode, String(odd)).toBe(422);
    }
    expect((await k.act(ada.token, "delete", { notification_id: -1 })).statusCode).toBe(422);
  });

  it("read all marks only the caller's", async () => {
    const res = await k.call("POST", "/forum/api/v1/notifications/read", undefined, ada.token); // no body: all
    expect(res.json()).toEqual({ message: notificationMessages.readAll });
    expect(await unread(ada)).toBe(0);
    expect((await k.list(ada.token)).json().data.every((n: { read_at: string | null }) => n.read_at)).toBe(true);
    expect(await unread(bola)).toBe(1);
  });

  it("delete one, then all of the caller's", async () => {
    const [first, ...rest] = await ids(ada);
    expect((await k.act(ada.token, "delete", { notification_id: first })).json()).toEqual({
      message: notificationMessages.deleteOne,
    });
    expect(await ids(ada)).toEqual(rest);
    expect((await k.act(ada.token, "delete", { notification_id: first })).statusCode).toBe(404);
    expect((await k.act(ada.token, "delete")).json()).toEqual({ message: notificationMessages.deleteAll });
    expect(await ids(ada)).toEqual([]);
    expect(await ids(bola)).toHaveLength(1);
  });
});
