import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { roomyRules, type Student, watchingKit } from "./watching-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof watchingKit>;
let ada: Student;
let bola: Student;
let chidi: Student;

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyRules });
  k = watchingKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  chidi = await k.student("chidi@example.com");
});
afterAll(() => t.close());

const level = async (s: Student, target: string) => {
  const res = await k.levelOf(s, target);
  expect(res.statusCode).toBe(200);
  return res.json().data.level;
};

describe("watch levels", () => {
  it("of a post: normal at first, then as set; normal again removes the choice; a reply's id is its post's", async () => {
    const post = await k.post({ by: ada.id });
    const comment = await k.post({ by: ada.id, parentId: post.id });
    const deeper = await k.post({ by: ada.id, parentId: comment.id });
    expect(await level(bola, `/posts/${post.uuid}`)).toBe("normal");
    const res = await k.watch(bola, `/posts/${post.id}`, "watching");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { level: "watching" } });
    expect(await level(bola, `/posts/${post.uuid}`)).toBe("watching");
    expect(await level(bola, `/posts/${deeper.uuid}`)).toBe("watching");
    expect(await level(chidi, `/posts/${post.uuid}`)).toBe("normal");
    await k.watch(bola, `/posts/${deeper.id}`, "muted");
    expect(await level(bola, `/posts/${post.id}`)).toBe("muted");
    expect((await k.watch(bola, `/posts/${post.id}`, "normal")).json()).toEqual({ data: { level: "normal" } });
    expect(await level(bola, `/posts/${comment.uuid}`)).toBe("normal");
  });

  it("of a post the caller may not see, or none, is 404; a bad level 422; a guest 401", async () => {
    const club = await k.community("Chess Club", [ada.id]);
    const inside = await k.post({ by: ada.id, communityId: club.id });
    const draft = await k.post({ by: ada.id, status: "draft" });
    for (const id of [inside.uuid, draft.uuid, "999999", "2147483648", "not-a-post"]) {
      expect((await k.watch(bola, `/posts/${id}`, "watching")).statusCode).toBe(404);
      expect((await k.levelOf(bola, `/posts/${id}`)).statusCode).toBe(404);
    }
    expect(await level(ada, `/posts/${inside.uuid}`)).toBe("normal");
    const post = await k.post({ by: ada.id });
    expect((await k.watch(bola, `/posts/${post.id}`, "loud")).statusCode).toBe(422);
    expect((await k.call("PUT", `/forum/api/v1/posts/${post.id}/watch`, {}, bola.token)).statusCode).toBe(422);
    expect((await k.call("PUT", `/forum/api/v1/posts/${post.id}/watch`, { level: "muted" })).statusCode).toBe(401);
  });

  it("of a community: any student may watch one; an unknown one is 404", async () => {
    const club = await k.community("Debate Club", [ada.id]);
    expect(await level(bola, `/communities/${club.id}`)).toBe("normal");
    expect((await k.watch(bola, `/communities/${club.id}`, "muted")).json().data.level).toBe("muted");
    expect(await level(bola, `/communities/${club.id}`)).toBe("muted");
    for (const id of ["999999", "2147483648", "abc"]) {
      expect((await k.watch(bola, `/communities/${id}`, "watching")).statusCode).toBe(404);
      expect((await k.levelOf(bola, `/communities/${id}`)).statusCode).toBe(404);
    }
  });

  it("of a tag: matched by its key as post tags are (case and a leading # aside); no tag named is 422", async () => {
    expect((await k.watch(chidi, "/tags/%23Exams", "watching")).json().data.level).toBe("watching");
    expect(await level(chidi, "/tags/exams")).toBe("watching");
    expect(await level(chidi, "/tags/EXAMS")).toBe("watching");
    expect(await level(chidi, "/tags/jamb")).toBe("normal");
    expect((await k.watch(chidi, "/tags/%23", "watching")).statusCode).toBe(422);
    expect([414, 422]).toContain((await k.watch(chidi, `/tags/${"x".repeat(201)}`, "watching")).statusCode);
  });
});

describe("writing watches", () => {
  it("the post written, and the post a reply is in, unless the writer chose a level there", async () => {
    const post = await k.write(ada);
    expect(await level(ada, `/posts/${post.uuid}`)).toBe("watching");
    const comment = await k.answer(bola, post.uuid);
    expect(await level(bola, `/posts/${post.uuid}`)).toBe("watching");
    await k.watch(chidi, `/posts/${post.uuid}`, "muted");
    await k.answer(chidi, comment.uuid);
    expect(await level(chidi, `/posts/${post.uuid}`)).toBe("muted");
  });

  it("not a draft until it is published", async () => {
    const res = await k.call(
      "POST",
      "/forum/api/v1/posts",
      { title: "Later", content: "<p>Soon</p>", type: "draft" },
      bola.token,
    );
    const draft = res.json().data;
    expect(await level(bola, `/posts/${draft.uuid}`)).toBe("normal");
    const published = await k.call(
      "PUT",
      `/forum/api/v1/posts/${draft.uuid}/edit`,
      { title: "Later", content: "<p>Now</p>", status: "published" },
      bola.token,
    );
    expect(published.statusCode).toBe(200);
    expect(await level(bola, `/posts/${draft.uuid}`)).toBe("watching");
  });
});
