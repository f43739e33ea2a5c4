import { profileMessages } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
type Student = { token: string; id: number };
let ada: Student;
let bola: Student;

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@uni.edu");
  bola = await k.student("bola@uni.edu");
  const open = await k.post({ by: ada.id, title: "Open question", minutesAgo: 3 });
  await k.post({ by: ada.id, title: "Anonymous question", anonymous: true, minutesAgo: 2 });
  const bolas = await k.post({ by: bola.id, title: "Bola asks", minutesAgo: 1 });
  await k.post({ by: ada.id, parentId: bolas.id, content: "Named reply" });
  await k.post({ by: ada.id, parentId: bolas.id, content: "Anonymous reply", anonymous: true });
  await k.call("POST", "/forum/api/v1/bookmarks/toggle", { type: "post", post_uuid: open.uuid, status: 1 }, bola.token);
});
afterAll(() => t.close());

const titles = (body: { data: { title: string | null; content: string }[] }) =>
  body.data.map((p) => p.title ?? p.content.replace(/<[^>]+>/g, ""));

describe("the profile's lists", () => {
  it("Posts tab: a student's anonymous posts only to that student", async () => {
    const path = `/posts?user_id=${ada.id}&parents_only=1`;
    expect(titles((await k.get(path)).json())).toEqual(["Open question"]);
    expect(titles((await k.get(path, bola.token)).json())).toEqual(["Open question"]);
    expect(titles((await k.get(path, ada.token)).json())).toEqual(["Anonymous question", "Open question"]);
  });

  it("Replies tab: the same rule for comments", async () => {
    const path = `/posts?user_id=${ada.id}&replies_only=1`;
    expect(titles((await k.get(path, bola.token)).json())).toEqual(["Named reply"]);
    expect(titles((await k.get(path, ada.token)).json()).sort()).toEqual(["Anonymous reply", "Named reply"]);
  });

  it("never carries anyone's e-mail", async () => {
    for (const path of [`/posts?user_id=${ada.id}&parents_only=1`, `/posts?user_id=${ada.id}&replies_only=1`]) {
      expect((await k.get(path, bola.token)).body).not.toContain("ada@uni.edu");
    }
    const profile = await k.call("GET", `/api/v2/profile/me?user_id=${ada.id}`);
    expect(profile.body).not.toContain("ada@uni.edu");
  });

  it("Bookmarks tab: the caller's own, and only for a signed-in caller", async () => {
    const mine = (await k.get("/bookmarks", bola.token)).json();
    expect(mine.data.map((b: { bookmarkable: { title: string } }) => b.bookmarkable.title)).toEqual(["Open question"]);
    expect((await k.get("/bookmarks", ada.token)).json().data).toEqual([]);
    expect((await k.get("/bookmarks")).statusCode).toBe(401);
  });
});

describe("two students claiming one username at once", () => {
  it("lets one through and tells the other it is taken (never a 500)", async () => {
    const claim = (who: Student) => {
      const form = new FormData();
      form.append("_method", "PUT");
      form.append("username", "sameName");
      return t.app.inject({
        method: "POST",
        url: "/api/user/update-profile",
        payload: form,
        headers: { authorization: `Bearer ${who.token}` },
      });
    };
    const answers = await Promise.all([claim(ada), claim(bola)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422)!;
    expect(refused.json().error).toEqual({ username: [profileMessages.usernameTaken] });
  });
});
