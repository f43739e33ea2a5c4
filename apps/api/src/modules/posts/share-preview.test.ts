import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempWebDist } from "../../test/temp-web-dist.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

const webDist = tempWebDist({
  "index.html": "<!doctype html><html><head><title>Student Forum</title></head><body></body></html>",
});

let t: TestApp;
let k: ReturnType<typeof postsKit>;
beforeAll(async () => {
  t = await createTestApp({ webDist });
  k = postsKit(t);
});
afterAll(() => t.close());

describe("share previews of /forum/post/{uuid}", () => {
  it("carries the post's title and a 160-character description in title, description, Open Graph and Twitter tags", async () => {
    const ada = await k.student("ada@example.com");
    const long = `Fees are due on Friday & "late" payment costs more. ${"More details follow. ".repeat(20)}`;
    const post = await k.post({ by: ada.id, title: 'Second semester <fees> "deadline"', content: long });
    const res = await t.app.inject(`/forum/post/${post.uuid}?title=whatever`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain("<title>Second semester &#60;fees&#62; &#34;deadline&#34; | Student Forum</title>");
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? "";
    expect(description.replace(/&#\d+;/g, "x")).toHaveLength(163); // 160 characters and "..."
    expect(description.startsWith("Fees are due on Friday &#38; &#34;late&#34;")).toBe(true);
    for (const tag of ["og:title", "og:description", "og:url", "og:type"]) expect(html).toContain(`property="${tag}"`);
    for (const tag of ["twitter:card", "twitter:title", "twitter:description"]) expect(html).toContain(`name="${tag}"`);
    expect(html).toContain(`content="http://forum.test/forum/post/${post.uuid}"`);
  });

  it("describes no draft and no community post, and leaves other pages as they are", async () => {
    const ada = await k.student("ada2@example.com");
    const club = await k.community("Private Club", [ada.id]);
    const hidden = await k.post({ by: ada.id, title: "Members only secret", communityId: club.id });
    const draft = await k.post({ by: ada.id, title: "Unpublished idea", status: "draft" });
    for (const p of [hidden, draft]) {
      const html = (await t.app.inject(`/forum/post/${p.uuid}`)).body;
      expect(html).toContain("<title>Student Forum</title>");
      expect(html).not.toContain(p.title!);
    }
    expect((await t.app.inject("/forum/login")).body).toContain("<title>Student Forum</title>");
    expect((await t.app.inject("/forum/post/not-a-uuid")).statusCode).toBe(200);
  });
});
