import { moderationTexts } from "@forum/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { eventually, listen, openSocket } from "../notifications/notifications-test-kit.ts";
import { moderationKit } from "./moderation-test-kit.ts";

// A student whose open report an admin resolved hears the outcome, in the bell and live; nobody else does.
let t: TestApp;
let k: ReturnType<typeof moderationKit>;
let url: string;
type Student = { token: string; id: number };
let ada: Student;
let bola: Student;
let chidi: Student;
let boss: Student;
const sockets: ReturnType<typeof openSocket>[] = [];
const open = (token: string) => {
  const s = openSocket(url, token);
  sockets.push(s);
  return s;
};
const reportsOf = async (token: string) =>
  ((await k.list(token)).json().data as { type: string; data: string; liker: unknown }[]).filter(
    (n) => n.type === "report",
  );

beforeAll(async () => {
  t = await createTestApp({ reportHideThreshold: 0, writeRules: roomyWriteRules });
  k = moderationKit(t);
  url = await listen(t.app);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  chidi = await k.student("chidi@example.com");
  boss = await k.admin("boss@example.com");
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.socket.disconnect();
});
afterAll(() => t.close());

describe("the reporter's notification", () => {
  it("tells each reporter of an open report the outcome, in the list and live; not the author, not the admin", async () => {
    const bolas = open(bola.token);
    const chidis = open(chidi.token);
    const adas = open(ada.token);
    await Promise.all([bolas.ready, chidis.ready, adas.ready]);
    const post = await k.post({ by: ada.id, title: "Selling exam answers" });
    await k.report(bola.token, post.id);
    await k.report(chidi.token, post.id);
    const before = (await k.list(bola.token)).json().unread_count;
    await k.resolve(boss.token, post.id, { action: "delete", note: "Cheating" });

    for (const token of [bola.token, chidi.token]) {
      const [n] = await reportsOf(token);
      expect(n?.liker).toBeNull(); // the admin is never named
      expect(JSON.parse(n!.data)).toEqual({
        type: "report",
        outcome: "delete",
        post_title: "Selling exam answers",
        post_uuid: post.uuid,
        reply_uuid: null,
        reply_content: null,
        reply_owner: null,
        user_id: null,
      });
    }
    // Still listed though the post is removed: the outcome is the news.
    expect((await k.list(bola.token)).json().unread_count).toBe(before + 1);
    const live = { message: moderationTexts.reportOutcome.delete, postId: post.uuid };
    await eventually(() => expect(bolas.received).toEqual([live]));
    await eventually(() => expect(chidis.received).toEqual([live]));
    await new Promise((r) => setTimeout(r, 200)); // time for a stray event to arrive, were one sent
    expect(adas.received).toEqual([]);
    expect(await reportsOf(ada.token)).toEqual([]);
    expect(await reportsOf(boss.token)).toEqual([]);
  });

  it("comes once per report: a second resolution with nothing open tells nobody again", async () => {
    const post = await k.post({ by: ada.id, title: "Odd post" });
    await k.report(bola.token, post.id);
    const count = async () => (await reportsOf(bola.token)).length;
    const start = await count();
    await k.resolve(boss.token, post.id, { action: "hide" });
    await k.resolve(boss.token, post.id, { action: "restore" });
    expect(await count()).toBe(start + 1);
    const [newest] = await reportsOf(bola.token);
    expect(JSON.parse(newest!.data)).toMatchObject({ outcome: "hide", post_title: "Odd post" });
  });
});
