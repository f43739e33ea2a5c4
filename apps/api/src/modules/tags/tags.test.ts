import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";
import { createTagsRepository } from "./tags.repository.ts";

let t: TestApp;
let kit: ReturnType<typeof postsKit>;
let by: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = postsKit(t);
  by = (await kit.student("tags-ada@uni.edu")).id;
});
afterAll(() => t.close());

const featured = (window?: { posts: number; tags: number }) => createTagsRepository(t.database.db).featured(window);

describe("featured tags", () => {
  it("ranks the tags of recent public posts by use, each in its most common spelling", async () => {
    const member = (await kit.student("tags-bola@uni.edu")).id;
    const club = await kit.community("Secret Club", [member]);
    await kit.post({ by, tags: ["JAMB", "hostel"], minutesAgo: 50 });
    await kit.post({ by, tags: ["jamb", "Python"], minutesAgo: 40 });
    await kit.post({ by, tags: ["JAMB"], minutesAgo: 30 });
    await kit.post({ by, tags: ["python"], minutesAgo: 20 });
    // Not public or not published: a draft, a community post, a comment's tags are never featured.
    await kit.post({ by, tags: ["drafted"], status: "draft" });
    await kit.post({ by: member, tags: ["clubonly", "clubonly2"], communityId: club.id });
    const parent = await kit.post({ by, minutesAgo: 60 });
    await kit.post({ by, parentId: parent.id, tags: ["inreply"] });
    // JAMB 3 uses; Python 2 (tied spellings pick the first in order); hostel 1.
    expect(await featured()).toEqual(["JAMB", "Python", "hostel"]);
  });

  it("looks only at the newest posts and breaks ties by the tag used last", async () => {
    await kit.post({ by, tags: ["late-a"], minutesAgo: 2 });
    await kit.post({ by, tags: ["late-b"], minutesAgo: 1 });
    expect(await featured({ posts: 2, tags: 10 })).toEqual(["late-b", "late-a"]);
    // The newest five: JAMB and Python twice each (Python used last), the late ones once; hostel is too old.
    expect(await featured({ posts: 5, tags: 10 })).toEqual(["Python", "JAMB", "late-b", "late-a"]);
    expect(await featured({ posts: 5, tags: 2 })).toEqual(["Python", "JAMB"]);
  });

  it("answers GET /tags/latest as {data: string[]} and keeps it for a few seconds", async () => {
    const first = await kit.get("/tags/latest");
    expect(first.statusCode).toBe(200);
    expect(first.json().data.slice(0, 2)).toEqual(["JAMB", "Python"]);
    // A burst of tagged posts right after is not seen until the cached answer expires.
    for (let i = 0; i < 5; i++) await kit.post({ by, tags: ["burst"] });
    expect((await kit.get("/tags/latest")).json()).toEqual(first.json());
    expect(await featured()).toContain("burst");
  });

  it("shows a post's tags at once when the post is written through the API (the write clears the cache)", async () => {
    const student = await kit.student("tags-chidi@uni.edu");
    await kit.get("/tags/latest");
    const body = { title: "Hostel fees", content: "<p>How much?</p>", tags: ["Freshers2026"] };
    expect((await kit.call("POST", "/forum/api/v1/posts", body, student.token)).statusCode).toBe(201);
    expect((await kit.get("/tags/latest")).json().data).toContain("Freshers2026");
  });
});
