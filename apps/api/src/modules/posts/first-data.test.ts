import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema/index.ts";
import { FIRST_DATA_MAX_BYTES } from "../../platform/first-data.ts";
import { tempWebDist } from "../../test/temp-web-dist.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

// index.html as Vite builds it: a default description, the entry in the head, the root in the body.
const webDist = tempWebDist({
  "index.html": `<!doctype html><html><head>
    <meta
      name="description"
      content="Connect and collaborate with students worldwide."
    />
    <title>Student Forum</title>
    <script type="module" crossorigin src="/forum/assets/index-abc.js"></script>
  </head><body><div id="root"></div></body></html>`,
});

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ webDist });
  k = postsKit(t);
  ada = await k.student("ada@example.com");
});
afterAll(() => t.close());

/** The inline data of a page, as the web app reads it (null when there is none). */
function firstData(html: string) {
  const scripts = [...html.matchAll(/<script type="application\/json" id="first-data">([^<]*)<\/script>/g)];
  expect(scripts.length).toBeLessThan(2);
  return scripts[0] ? JSON.parse(scripts[0][1]!) : null;
}
const descriptions = (html: string) => html.match(/<meta\s+name="description"/g) ?? [];

describe("the home page's first data", () => {
  it("is the guest's first feed page, as the feed API answers the web app, and the page is still index.html", async () => {
    await k.post({ by: ada.id, title: "Timetable clashes" });
    const res = await t.app.inject("/forum/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<div id="root"></div>');
    const api = await t.app.inject("/forum/api/v1/posts?parents_only=1&page=1");
    const data = firstData(res.body);
    expect(data.feed).toEqual(api.json());
    expect(data.feed.data.map((p: { title: string }) => p.title)).toContain("Timetable clashes");
    expect(descriptions(res.body)).toHaveLength(1); // the default one
  });

  it("shows a new post once a write makes the feed stale, and none for a filtered feed", async () => {
    await t.app.inject("/forum/");
    await k.post({ by: ada.id, title: "Freshly written" });
    await t.app.inject({
      method: "POST",
      url: "/forum/api/v1/posts",
      headers: { authorization: `Bearer ${ada.token}` },
      payload: {
        type: "post",
        title: "Through the API",
        content: "<p>Hello there, everyone</p>",
        status: "published",
        images: [],
        tags: [],
        anonymous: false,
        category_ids: [1],
      },
    });
    const titles = firstData((await t.app.inject("/forum/")).body).feed.data.map((p: { title: string }) => p.title);
    expect(titles).toContain("Through the API");
    expect(firstData((await t.app.inject("/forum/?tag=maths")).body)).toBeNull();
    expect(firstData((await t.app.inject("/forum/login")).body)).toBeNull();
  });
});

describe("a post page's first data", () => {
  it("is the post with its comments as a guest's API call answers it, with its first image preloaded", async () => {
    const post = await k.post({ by: ada.id, title: "Lab report format" });
    await k.post({ by: ada.id, parentId: post.id, content: "Use the template" });
    await t.database.db
      .update(posts)
      .set({ images: ["/forum/uploads/lab.png", "/forum/uploads/two.png"] })
      .where(eq(posts.id, post.id));
    const html = (await t.app.inject(`/forum/post/${post.uuid}`)).body;
    const data = firstData(html);
    expect(data.post.id).toBe(post.uuid);
    const api = (await t.app.inject(`/forum/api/v1/posts/${post.uuid}`)).json();
    // The API call counted no new view: the page's own load had counted this guest's.
    expect(data.post.answer).toEqual(api);
    expect(data.post.answer.data.replies).toHaveLength(1);
    const image = api.data.images[0];
    expect(image).toMatch(/lab\.png$/);
    expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    expect(html).not.toContain('two.png" fetchpriority');
    // One description: the post's own replaced the default.
    expect(descriptions(html)).toHaveLength(1);
    expect(html).not.toContain("Connect and collaborate");
    expect(html).toContain('<meta name="description" content="Some content">');
  });

  it("counts no view for a link preview's robot, and preloads no image for a reader saving data", async () => {
    const post = await k.post({ by: ada.id, title: "Hostel fees due" });
    await t.database.db
      .update(posts)
      .set({ images: ["/forum/uploads/fees.png"] })
      .where(eq(posts.id, post.id));
    const page = (headers: Record<string, string>) => t.app.inject({ url: `/forum/post/${post.uuid}`, headers });
    const robot = (await page({ "user-agent": "facebookexternalhit/1.1" })).body;
    expect(firstData(robot).post.answer.data.views_count).toBe(0);
    const reader = (await page({ "user-agent": "Mozilla/5.0 (Linux; Android 10) Chrome/120.0 Mobile" })).body;
    expect(firstData(reader).post.answer.data.views_count).toBe(1);
    expect(reader).toContain('rel="preload" as="image"');
    const savers: Record<string, string>[] = [{ "save-data": "on" }, { cookie: "theme=x; data-saver=on" }];
    for (const saving of savers) {
      const html = (await page(saving)).body;
      expect(firstData(html).post.id, JSON.stringify(saving)).toBe(post.uuid);
      expect(html, JSON.stringify(saving)).not.toContain('rel="preload" as="image"');
    }
  });

  it("keeps a hostile title inert: no markup can close the script element", async () => {
    const title = "</script><script>alert(1)</script> <!-- & \u2028\u2029";
    const post = await k.post({ by: ada.id, title });
    const html = (await t.app.inject(`/forum/post/${post.uuid}`)).body;
    expect(html.match(/<script/g)).toHaveLength(2); // the entry and the data, nothing else
    expect(html).not.toContain("alert(1)</script>");
    expect(html).not.toContain("<!--");
    // Line separators are escaped in the data (the share tags' attributes may hold them as they are).
    expect(html.slice(html.indexOf('id="first-data"'))).not.toMatch(/[\u2028\u2029]/);
    expect(firstData(html).post.answer.data.title).toBe(title);
    // The home page's feed carries it too, as inert.
    const home = (await t.app.inject("/forum/")).body;
    expect(home.match(/<script/g)).toHaveLength(2);
  });

  it("is left out when the post is gone, not the guest's to see, or too large; the page is still the app", async () => {
    const club = await k.community("Private Club", [ada.id]);
    const members = await k.post({ by: ada.id, title: "Members only", communityId: club.id });
    const draft = await k.post({ by: ada.id, title: "Unpublished", status: "draft" });
    const gone = "00000000-0000-4000-8000-000000000000";
    const huge = await k.post({ by: ada.id, title: "Long one", content: "word ".repeat(FIRST_DATA_MAX_BYTES / 4) });
    for (const uuid of [members.uuid, draft.uuid, gone, huge.uuid]) {
      const res = await t.app.inject(`/forum/post/${uuid}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(firstData(res.body)).toBeNull();
      expect(res.body).not.toContain('rel="preload"');
    }
    // The huge post is still described for link previews.
    expect((await t.app.inject(`/forum/post/${huge.uuid}`)).body).toContain("<title>Long one | ");
  });
});
