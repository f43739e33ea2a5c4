import { realtime } from "@forum/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { eventually, listen, openSocket } from "../../notifications/notifications-test-kit.ts";
import { roomyRules, type Student, watchingKit } from "./watching-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof watchingKit>;
let ada: Student;
let bola: Student;
let chidi: Student;
let dayo: Student;
let eze: Student;
let url: string;
const sockets: ReturnType<typeof openSocket>[] = [];

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyRules });
  k = watchingKit(t);
  url = await listen(t.app);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  chidi = await k.student("chidi@example.com");
  dayo = await k.student("dayo@example.com");
  eze = await k.student("eze@example.com");
  for (const [s, username] of [
    [ada, "ada"],
    [bola, "bola"],
    [chidi, "chidi"],
    [dayo, "dayo"],
    [eze, "eze"],
  ] as const) {
    await k.call("POST", "/api/user/update-profile", { username }, s.token);
  }
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.socket.disconnect();
});
afterAll(() => t.close());

/** What the student was told about `uuid` (as post or as reply), by type. */
const about = async (s: Student, uuid: string) =>
  (await k.told(s)).filter(([, d]) => d.post_uuid === uuid || d.reply_uuid === uuid).map(([type]) => type);

describe("watched notifications of a reply", () => {
  it("tell each watcher of the post once, not the writer, and the author of what it answers only by `reply`", async () => {
    const post = await k.write(ada);
    await k.watch(chidi, `/posts/${post.uuid}`, "watching");
    const reply = await k.answer(bola, post.uuid, "<p>Check the library.</p>");
    expect(await about(chidi, reply.uuid)).toEqual(["watched"]);
    expect(await about(ada, reply.uuid)).toEqual(["reply"]);
    expect(await about(bola, reply.uuid)).toEqual([]);
    const data = (await k.told(chidi)).find(([, d]) => d.reply_uuid === reply.uuid)![1];
    expect(data).toMatchObject({
      type: "watched",
      post_uuid: post.uuid,
      post_title: "Past questions",
      reply_content: "Check the library.",
      reply_owner: { user_id: bola.id },
      user_id: bola.id,
    });

    // A reply to Bola's reply: Bola hears by `reply`, Ada (the post's author, watching) and Chidi by `watched`.
    const deeper = await k.answer(dayo, reply.uuid, "<p>It opens at 8.</p>", true);
    expect(await about(bola, deeper.uuid)).toEqual(["reply"]);
    expect(await about(ada, deeper.uuid)).toEqual(["watched"]);
    expect(await about(chidi, deeper.uuid)).toEqual(["watched"]);
    const anon = (await k.told(ada)).find(([, d]) => d.reply_uuid === deeper.uuid)![1];
    expect(anon).toMatchObject({ reply_owner: null, user_id: null });
    expect(JSON.stringify(anon)).not.toContain("dayo");
  });

  it("give way to a mention of the same reply, whether it comes first or with an edit", async () => {
    const post = await k.write(ada);
    await k.watch(eze, `/posts/${post.uuid}`, "watching");
    const reply = await k.answer(bola, post.uuid, "<p>Ask @eze about it.</p>");
    expect(await about(eze, reply.uuid)).toEqual(["mention"]);

    const later = await k.answer(bola, post.uuid, "<p>No one yet.</p>");
    expect(await about(eze, later.uuid)).toEqual(["watched"]);
    const edit = await k.call(
      "PUT",
      `/forum/api/v1/posts/${later.uuid}/edit`,
      { content: "<p>Ask @eze now.</p>" },
      bola.token,
    );
    expect(edit.statusCode).toBe(200);
    expect(await about(eze, later.uuid)).toEqual(["mention"]);
  });
});

describe("watched notifications of a new post", () => {
  it("tell a watcher of its community or of any of its tags once, members only", async () => {
    const club = await k.community("Physics Society", [ada.id, chidi.id, dayo.id]);
    await k.watch(chidi, `/communities/${club.id}`, "watching");
    await k.watch(chidi, "/tags/mechanics", "watching");
    await k.watch(chidi, "/tags/Waves", "watching");
    await k.watch(eze, `/communities/${club.id}`, "watching"); // not a member
    await k.watch(eze, "/tags/mechanics", "watching");
    await k.watch(dayo, "/tags/waves", "watching");
    await k.watch(ada, `/communities/${club.id}`, "watching");
    const post = await k.write(ada, { community_id: club.id, tags: "Mechanics, waves" });
    expect(await about(chidi, post.uuid)).toEqual(["watched"]);
    expect(await about(dayo, post.uuid)).toEqual(["watched"]);
    expect(await about(eze, post.uuid)).toEqual([]);
    expect(await about(ada, post.uuid)).toEqual([]);

    // Outside a community, a tag's watcher hears of it.
    const open = await k.write(bola, { tags: "mechanics" });
    expect(await about(eze, open.uuid)).toEqual(["watched"]);
    const data = (await k.told(eze)).find(([, d]) => d.post_uuid === open.uuid)![1];
    expect(data).toMatchObject({ type: "watched", reply_uuid: null, reply_owner: { user_id: bola.id } });
  });

  it("are not made for a draft, and tell no one muted", async () => {
    await k.watch(dayo, "/tags/optics", "watching");
    await k.watch(eze, "/tags/optics", "watching");
    await k.watch(eze, "/tags/lenses", "muted");
    const draft = await k.call(
      "POST",
      "/forum/api/v1/posts",
      { title: "Optics", content: "<p>Draft</p>", tags: "optics", type: "draft" },
      ada.token,
    );
    expect(await about(dayo, draft.json().data.uuid)).toEqual([]);
    const post = await k.write(ada, { tags: "optics, lenses" });
    expect(await about(dayo, post.uuid)).toEqual(["watched"]);
    expect(await about(eze, post.uuid)).toEqual([]);
  });
});

describe("muting", () => {
  it("a post silences its replies, likes, mentions and accepted answers to the one who muted it", async () => {
    const post = await k.write(ada);
    await k.watch(ada, `/posts/${post.uuid}`, "muted");
    await k.watch(chidi, `/posts/${post.uuid}`, "watching");
    const reply = await k.answer(bola, post.uuid, "<p>Ask @ada.</p>");
    await k.like(bola.token, post.uuid);
    expect(await about(ada, post.uuid)).toEqual([]);
    expect(await about(ada, reply.uuid)).toEqual([]);
    expect(await about(chidi, reply.uuid)).toEqual(["watched"]); // one student's mute is theirs alone

    // Bola mutes the post: Ada's acceptance of Bola's answer, and a like of it, tell Bola nothing.
    await k.watch(bola, `/posts/${post.uuid}`, "muted");
    await k.call("POST", `/forum/api/v1/posts/${post.uuid}/accept`, { reply_uuid: reply.uuid }, ada.token);
    await k.like(chidi.token, reply.uuid);
    expect(await about(bola, reply.uuid)).toEqual([]);
    await k.watch(bola, `/posts/${post.uuid}`, "normal");
    await k.like(dayo.token, reply.uuid);
    expect(await about(bola, reply.uuid)).toEqual(["like"]);
  });

  it("a community or a tag silences what is in it", async () => {
    const club = await k.community("Drama Club", [ada.id, bola.id]);
    const inClub = await k.write(ada, { community_id: club.id });
    await k.watch(ada, `/communities/${club.id}`, "muted");
    await k.answer(bola, inClub.uuid);
    await k.like(bola.token, inClub.uuid);
    expect(await about(ada, inClub.uuid)).toEqual([]);
    const bolas = await k.answer(bola, inClub.uuid);
    await k.like(ada.token, bolas.uuid);
    expect(await about(bola, bolas.uuid)).toEqual(["like"]); // Ada's mute is hers alone

    const tagged = await k.write(chidi, { tags: "Hostel" });
    await k.watch(chidi, "/tags/hostel", "muted");
    const reply = await k.answer(bola, tagged.uuid, "<p>Hi @chidi</p>");
    expect(await about(chidi, tagged.uuid)).toEqual([]);
    expect(await about(chidi, reply.uuid)).toEqual([]);
    await k.watch(chidi, "/tags/hostel", "normal");
    await k.like(bola.token, tagged.uuid);
    expect(await about(chidi, tagged.uuid)).toEqual(["like"]);
  });
});

describe("live push", () => {
  it("sends a watched notification to the watcher's open tabs after the commit", async () => {
    const post = await k.write(ada, {}, "<p>Where is the exam hall?</p>");
    await k.watch(eze, `/posts/${post.uuid}`, "watching");
    const ezes = openSocket(url, eze.token);
    const bolas = openSocket(url, bola.token);
    sockets.push(ezes, bolas);
    await Promise.all([ezes.ready, bolas.ready]);
    await k.answer(bola, post.uuid);
    await eventually(() =>
      expect(ezes.received).toEqual([
        { message: "bola posted in something you watch: Past questions", postId: post.uuid },
      ]),
    );
    const club = await k.community("Art Club", [ada.id, eze.id]);
    await k.watch(eze, `/communities/${club.id}`, "watching");
    const fresh = await k.write(ada, { community_id: club.id, title: "Gallery night", anonymous: true });
    await eventually(() =>
      expect(ezes.received).toContainEqual({
        message: "Anonymous posted in something you watch: Gallery night",
        postId: fresh.uuid,
      }),
    );
    expect(bolas.received).toEqual([]);
    expect(realtime.event).toBe("new-notification");
  });
});
