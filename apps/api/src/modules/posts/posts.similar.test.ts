import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

// Similar posts are looked for among the best engaged first (posts.repository.ts similarIds), through every post only
// when those hold too few: the answer is the same either way.
let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };
let bola: { token: string; id: number };
let asked: { uuid: string };

const titles = async (uuid: string, token?: string) =>
  (await k.get(`/posts/${uuid}/similar`, token)).json().data.map((p: { title: string }) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
  ada = await k.student("ada@example.com");
  bola = await k.student("bola@example.com");
  const club = await k.community("Algebra Club", [ada.id]);
  asked = await k.post({ by: ada.id, title: "Asked", tags: ["algebra"], likes: 50 });
  for (const likes of [1, 2, 3, 4, 5, 6, 7])
    await k.post({ by: bola.id, title: `Liked ${likes}`, tags: ["algebra"], likes });
  await k.post({ by: ada.id, title: "Members' favourite", tags: ["algebra"], likes: 40, communityId: club.id });
  await k.post({ by: ada.id, title: "Unfinished", tags: ["algebra"], likes: 30, status: "draft" });
  await k.post({ by: ada.id, title: "Other subject", tags: ["history"], likes: 20 });
  await k.post({ by: ada.id, title: "Same category", categoryNames: ["Academics"], likes: 9 });
});
afterAll(() => t.close());

describe("GET /posts/{id}/similar", () => {
  it("answers the five best engaged sharing a tag, never the post itself, a draft or another subject", async () => {
    expect(await titles(asked.uuid)).toEqual(["Liked 7", "Liked 6", "Liked 5", "Liked 4", "Liked 3"]);
    expect(await titles(asked.uuid, bola.token)).toEqual(["Liked 7", "Liked 6", "Liked 5", "Liked 4", "Liked 3"]);
  });

  it("includes community posts for members only", async () => {
    expect(await titles(asked.uuid, ada.token)).toEqual([
      "Members' favourite",
      "Liked 7",
      "Liked 6",
      "Liked 5",
      "Liked 4",
    ]);
  });

  it("answers fewer when fewer share a category or tag", async () => {
    const lone = await k.post({ by: bola.id, title: "Lone", tags: ["history"], categoryNames: ["Academics"] });
    expect((await titles(lone.uuid)).sort()).toEqual(["Other subject", "Same category"]);
  });
});
