import { type NotificationData, parseNotificationData } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { eventually, listen, notificationsKit, openSocket } from "../notifications/notifications-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof notificationsKit>;
type Student = { token: string; id: number };
let ada: Student;
let bola: Student;
let chidi: Student;

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = notificationsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  chidi = await k.student("chidi@example.com");
  for (const [s, username] of [
    [ada, "ada_o"],
    [bola, "Bola.B"],
    [chidi, "chidi"],
  ] as const) {
    await k.call("POST", "/api/user/update-profile", { username }, s.token);
  }
});
afterAll(() => t.close());

const v1 = (path: string) => `/forum/api/v1${path}`;
const write = (s: Student, content: string, extra: object = {}) =>
  k.call("POST", v1("/posts"), { title: "Revision plan", content, ...extra }, s.token);
const edit = (s: Student, uuid: string, content: string) =>
  k.call("PUT", v1(`/posts/${uuid}/edit`), { title: "Revision plan", content }, s.token);
const mentions = async (s: Student) =>
  ((await k.list(s.token)).json().data as { type: string; data: string }[])
    .filter((n) => n.type === "mention")
    .map((n) => parseNotificationData(n.data) as NotificationData);
const profileLink = (s: Student, name: string) =>
  `<a href="http://forum.test/forum/profile/${s.id}" class="mention">@${name}</a>`;

describe("@mentions in a post", () => {
  it("link the student's profile and tell them once, with who wrote it and where", async () => {
    const res = await write(ada, "<p>Ask @bola.b about it, thanks @chidi.</p>");
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.content).toBe(
      `<p>Ask ${profileLink(bola, "bola.b")} about it, thanks ${profileLink(chidi, "chidi")}.</p>`,
    );

    const [toBola] = await mentions(bola);
    expect(toBola).toEqual({
      type: "mention",
      post_title: "Revision plan",
      post_uuid: post.uuid,
      reply_uuid: null,
      reply_content: "Ask @bola.b about it, thanks @chidi.",
      reply_owner: { user_id: ada.id, meta: expect.objectContaining({ username: "ada_o" }) },
      user_id: ada.id,
    });
    expect(await mentions(chidi)).toHaveLength(1);
    expect(await mentions(ada)).toEqual([]);
  });

  it("leave unknown names, e-mail addresses, code and existing links alone, and never tell the writer", async () => {
    // The writer's own mention is a link like any other, but tells no one.
    const content =
      "<p>@nobody_here, me@chidi.com, @ada_o</p><pre>@chidi</pre><p><code>@chidi</code> " +
      '<a href="https://example.com">@chidi</a></p>';
    const res = await write(ada, content);
    expect(res.statusCode).toBe(201);
    const html = res.json().data.content as string;
    expect(html).toBe(
      `<p>@nobody_here, me@chidi.com, ${profileLink(ada, "ada_o")}</p><pre>@chidi</pre><p><code>@chidi</code> ` +
        '<a href="https://example.com" target="_blank" rel="noopener nofollow ugc">@chidi</a></p>',
    );
    expect(await mentions(ada)).toEqual([]);
    expect((await mentions(chidi)).filter((n) => n.post_uuid === res.json().data.uuid)).toEqual([]);
  });

  it("tell no one again when an edit keeps the mention, and tell whom an edit adds", async () => {
    const res = await write(chidi, "<p>Thanks @ada_o</p>");
    const uuid = res.json().data.uuid as string;
    const count = async (s: Student) => (await mentions(s)).filter((n) => n.post_uuid === uuid).length;
    expect(await count(ada)).toBe(1);

    // The editor sends the stored link back (sanitised on the way: target and rel added, class dropped).
    const kept = res.json().data.content.replace('class="mention"', 'target="_blank" rel="noopener"');
    const edited = await edit(chidi, uuid, kept.replace("</p>", " and @bola.b</p>"));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.content).toBe(
      `<p>Thanks ${profileLink(ada, "ada_o")} and ${profileLink(bola, "bola.b")}</p>`,
    );
    expect(await count(ada)).toBe(1);
    expect(await count(bola)).toBe(1);

    // Taken out and put back: still the one notification.
    await edit(chidi, uuid, "<p>Thanks</p>");
    await edit(chidi, uuid, "<p>Thanks @ada_o</p>");
    expect(await count(ada)).toBe(1);
  });

  it("in an anonymous post do not name its writer", async () => {
    const res = await write(ada, "<p>@chidi do you know?</p>", { anonymous: true });
    const n = (await mentions(chidi)).find((m) => m.post_uuid === res.json().data.uuid);
    expect(n).toMatchObject({ reply_owner: null, user_id: null });
    expect(JSON.stringify(n)).not.toContain("ada");
  });

  it("in a draft tell no one until it is published", async () => {
    const res = await write(bola, "<p>Draft for @chidi</p>", { status: "draft" });
    const uuid = res.json().data.uuid as string;
    const count = async () => (await mentions(chidi)).filter((n) => n.post_uuid === uuid).length;
    expect(await count()).toBe(0);
    await k.call(
      "PUT",
      v1(`/posts/${uuid}/edit`),
      { title: "Revision plan", content: "<p>Draft for @chidi</p>", status: "published" },
      bola.token,
    );
    expect(await count()).toBe(1);
  });

  it("tell at most ten students of one post", async () => {
    const many: Student[] = [];
    for (let i = 0; i < 11; i++) {
      const s = await k.student(`many${i}@example.com`);
      await k.call("POST", "/api/user/update-profile", { username: `many${i}x` }, s.token);
      many.push(s);
    }
    const res = await write(ada, `<p>${many.map((_, i) => `@many${i}x`).join(" ")}</p>`);
    expect(res.json().data.content.match(/class="mention"/g)).toHaveLength(11);
    const told = await Promise.all(many.map(async (s) => (await mentions(s)).length));
    expect(told).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });
});

describe("@mentions in a reply", () => {
  it("name the post replied to and the reply, so the notification opens the reply", async () => {
    const post = await k.post({ by: bola.id, title: "Past questions" });
    const reply = await k.reply(ada.token, post.uuid, "<p>@chidi has them</p>");
    expect(reply.statusCode).toBe(201);
    const n = (await mentions(chidi)).find((m) => m.post_uuid === post.uuid);
    expect(n).toMatchObject({
      post_title: "Past questions",
      reply_uuid: reply.json().uuid,
      reply_content: "@chidi has them",
    });
  });

  it("tell the author of the post replied to only once: as a reply", async () => {
    const post = await k.post({ by: chidi.id, title: "Timetable clash" });
    await k.reply(ada.token, post.uuid, "<p>@chidi swap with me</p>");
    const told = (await k.list(chidi.token))
      .json()
      .data.filter(
        (n: { data: string }) => (parseNotificationData(n.data) as NotificationData).post_uuid === post.uuid,
      );
    expect(told.map((n: { type: string }) => n.type)).toEqual(["reply"]);
  });

  it("in an anonymous reply do not name its writer", async () => {
    const post = await k.post({ by: bola.id, title: "Who has notes?" });
    await k.reply(ada.token, post.uuid, "<p>ask @chidi</p>", true);
    const n = (await mentions(chidi)).find((m) => m.post_uuid === post.uuid);
    expect(n).toMatchObject({ reply_owner: null, user_id: null });
  });
});

describe("a mention's live push", () => {
  it("reaches the student mentioned once, after the save, naming the writer (Anonymous when anonymous)", async () => {
    const url = await listen(t.app);
    const bolas = openSocket(url, bola.token);
    try {
      await bolas.ready;
      const post = await k.post({ by: chidi.id, title: "Lab report" });
      const reply = await k.reply(ada.token, post.uuid, "<p>@bola.b did it</p>");
      const expected = { message: "ada_o mentioned you: Lab report", postId: post.uuid };
      await eventually(() => expect(bolas.received).toEqual([expected]));
      // An edit that keeps the mention pushes nothing new; an anonymous one says Anonymous.
      await k.call("PUT", v1(`/posts/${reply.json().uuid}/edit`), { content: "<p>@bola.b did it well</p>" }, ada.token);
      await k.reply(ada.token, post.uuid, "<p>@bola.b again</p>", true);
      const anonymous = { message: "Anonymous mentioned you: Lab report", postId: post.uuid };
      await eventually(() => expect(bolas.received).toEqual([expected, anonymous]));
    } finally {
      bolas.socket.disconnect();
    }
  });
});
